import { useNavigate, useRouterState } from '@tanstack/react-router';
import { accountTexts } from '../../../shared/domain/account-texts';
import { texts } from '../../../shared/domain/texts';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { useSession } from '../../auth/auth.queries';
import { useClassMode } from '../../class-tablet/class-tablet.public';
import { useBookmark } from '../use-bookmark';
import './bookmark-toggle.css';
import { StarIcon } from '../../../ui/icons';

/**
 * "Merken" for one story (see docs/accounts.md#bookmarks). A toggle button: screen readers hear its name and whether it
 * is pressed. Guests get the modal that asks them to log in. A class tablet's pupils see none: no login is theirs to make
 * (docs/codes.md#class-tablet).
 */
export function BookmarkToggle({ boardstoryId }: { boardstoryId: number }) {
  const isAuthenticated = useSession() !== null;
  const confirm = useConfirmModal();
  const navigate = useNavigate();
  const bookmark = useBookmark(boardstoryId);
  const pressed = isAuthenticated && bookmark.isBookmarked;
  // after the login the guest comes back to this page
  const here = useRouterState({ select: (state) => state.location.href });
  const classMode = useClassMode();

  const onClick = () => {
    if (!isAuthenticated) {
      confirm({
        label: 'Anmeldung erforderlich',
        content: <p>{accountTexts.bookmarkLoginRequired}</p>,
        buttonLabel: 'Anmelden',
        onConfirm: () => void navigate({ to: '/login', search: { from: here } }),
      });
      return;
    }
    bookmark.toggle();
  };

  if (classMode) return null;
  return (
    <span className="bookmark-toggle">
      <button type="button" className="bookmark-toggle__button" aria-pressed={pressed} disabled={bookmark.isPending} onClick={onClick}>
        <StarIcon filled={pressed} className="bookmark-toggle__icon" />
        Merken
      </button>
      {bookmark.failed && (
        <span className="field-error" role="alert">
          {texts.unknownError}
        </span>
      )}
    </span>
  );
}
