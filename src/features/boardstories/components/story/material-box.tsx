import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadThroughWorker } from '../../../story-packs/story-packs.public';
import { missingRightsDialog } from '../../../../shared/domain/rights';
import { storyTexts } from '../../../../shared/domain/story-texts';
import { useIdle } from '../../../../lib/use-idle';
import { isReachable } from '../../../../lib/connectivity';
import type { Boardstory } from '../../../../shared/schemas/boardstories';
import type { AttachmentItem } from '../../../../shared/schemas/playback';
import { boardstoryQueries } from '../../boardstories.queries';
import { useLicenceHolder } from '../../use-licence-holder';
import { useMissingRightsDialog } from './missing-rights-dialog';
import { LockIcon } from '../../../../ui/icons';

/** The first three are shown, the rest after "Mehr Material anzeigen". */
export const VISIBLE_ATTACHMENTS = 3;

/**
 * The material of a story as the server says this visitor may use it (see docs/roles-and-rights.md#downloads): a download link
 * where allowed, otherwise a button that explains what is missing (log in, buy or check a licence).
 */
export function MaterialBox({ story, accessCode, waitForCode }: { story: Boardstory; accessCode?: string; waitForCode?: boolean }) {
  // below the player: asked once the page has painted (what the device holds shows at once)
  const idle = useIdle();
  const { data: attachments } = useQuery({ ...boardstoryQueries.attachments(story.id, accessCode), enabled: idle && !waitForCode });
  const [showAll, setShowAll] = useState(false);
  if (!attachments?.length) return null;
  const shown = showAll ? attachments : attachments.slice(0, VISIBLE_ATTACHMENTS);
  return (
    <section className="story-section material-box" aria-labelledby="material-title">
      <h2 id="material-title">{storyTexts.material}</h2>
      <ul id="material-list">
        {shown.map((a) => (
          <li key={a.id}>
            <MaterialEntry attachment={a} />
          </li>
        ))}
      </ul>
      {attachments.length > VISIBLE_ATTACHMENTS && (
        <button type="button" className="button button-secondary" aria-expanded={showAll} aria-controls="material-list" onClick={() => setShowAll((s) => !s)}>
          {showAll ? storyTexts.lessMaterial : storyTexts.moreMaterial}
        </button>
      )}
    </section>
  );
}

function MaterialEntry({ attachment }: { attachment: AttachmentItem }) {
  const holder = useLicenceHolder();
  const openDialog = useMissingRightsDialog();
  if (attachment.downloadable) {
    return (
      // the route checks the rights again and hands over a short-lived signed file URL
      <a
        href={attachment.path}
        className="material-box__download"
        download
        onClick={(event) => {
          // with Lesefunke unreachable (the device offline or the server down) only a saved story's copy can
          // answer (features/story-packs/offline-download.ts)
          if (isReachable()) return;
          event.preventDefault();
          void downloadThroughWorker(attachment.path).catch(() => window.alert('Dieses Material ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.'));
        }}
      >
        {attachment.title}
        <span className="material-box__type"> (PDF)</span>
      </a>
    );
  }
  return (
    <button type="button" className="material-box__locked" onClick={() => openDialog(missingRightsDialog(holder))}>
      {attachment.title}
      <span className="visually-hidden"> – nicht verfügbar</span>
      <LockIcon className="material-box__lock" />
    </button>
  );
}
