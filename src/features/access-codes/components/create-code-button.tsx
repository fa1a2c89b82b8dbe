import { useId } from 'react';
import { canCreateMoreCodes } from '../../../shared/domain/access-code-dates';
import { remaining } from '../../../shared/domain/pricing';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import { useModals } from '../../../ui/modal.atoms';
import { useAccount } from '../../auth/auth.queries';
import { codeTexts } from '../code-texts';
import { CreateCodeDialog, type CodeStory } from './create-code-dialog';

/**
 * "Neuen Code erstellen" (see docs/codes.md#creation): opens the code dialog, or stays disabled with the reason beside
 * it when the story has its 20 codes or a library's rental codes are used up (see docs/codes.md#limits). While the
 * owner's codes are still loading (`codeCount` undefined) the limit is unknown, so it waits.
 */
export function CreateCodeButton({ story, codeCount }: { story: CodeStory; codeCount: number | undefined }) {
  const { currentOrder: order } = useAccount();
  const { open } = useModals();
  const reasonId = useId();
  if (!order) return null;
  const full = codeCount !== undefined && !canCreateMoreCodes(codeCount);
  const noneLeft = order.allowRentals && remaining(order.maxNumberOfRentalCodes, order.rentalCodesUsed) === 0;
  const reason = full ? licenceTexts.maxCodesReached : noneLeft ? licenceTexts.noCodesLeft : null;
  const openDialog = () =>
    open({
      label: codeTexts.createCode,
      // a click beside the dialog must not throw away dates and choices
      closeOnOutsideClick: false,
      render: (close) => (
        <CreateCodeDialog story={story} organizationId={order.organizationId} validUntil={order.validUntil} close={close} />
      ),
    });
  return (
    <div className="access-codes__create">
      <button
        type="button"
        className="button"
        disabled={codeCount === undefined || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={openDialog}
      >
        {codeTexts.createCode}
      </button>
      {reason && (
        <p id={reasonId} className="access-codes__limit">
          {reason}
        </p>
      )}
    </div>
  );
}
