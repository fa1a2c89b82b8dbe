import { canPlayFullVideo, isTeacherView, licenceHolderOf } from '../../shared/domain/rights';
import { initialMedium } from '../../shared/domain/playback';
import type { Boardstory } from '../../shared/schemas/boardstories';
import { usePupilCode } from '../access-codes/access-codes.queries';
import { useAccount } from '../auth/auth.queries';
import type { Restrictions } from './components/player-controls';
import type { PlayerChoice } from './player.atoms';

/**
 * What the player may show of this story to this viewer: the full video or the trailer, the games, which functions a
 * pupil's code switched off. The player and its stand-in (player-stand-in.tsx) ask the same, so the stand-in has the
 * player's controls and the page does not move when the player arrives.
 */
export function usePlayerRights(story: Boardstory, accessCode: string | undefined, codeToken: string | undefined) {
  const user = useAccount();
  const isAdmin = !!user.account?.isAdmin;
  // the same lookup and rule as the story page around it (one cached answer)
  const code = usePupilCode(accessCode, story.id, codeToken).active;
  const holder = licenceHolderOf({ accountId: user.account?.id ?? null, currentOrder: user.currentOrder, members: user.organization?.members ?? null });
  const fullAllowed = canPlayFullVideo({ story, user: holder, code });
  const available = {
    tigerCreation: story.tigerCreationState === 'AVAILABLE',
    video: story.videoState === 'AVAILABLE',
    trailer: story.trailerState === 'AVAILABLE',
  };
  const allowed: Restrictions = {
    sound: story.hasAudio && (code?.soundEnabled ?? true),
    text: code?.subtitlesEnabled ?? true,
    autoplay: code?.autoplayEnabled ?? true,
  };
  const roleKnown = !(user.currentOrder?.active && user.currentOrder.organizationId) || user.organization !== null;
  return {
    isAdmin,
    code,
    holder,
    fullAllowed,
    available,
    allowed,
    wantsGames: fullAllowed && available.video && story.gameInfo.length > 0 && (story.gameActive || isAdmin),
    // a member's role comes with the organisation: until it is there nobody counts as a teacher, or a library's
    // reader would see the teacher's button come and go
    teacher: roleKnown && isTeacherView(holder, isAdmin, code?.code ?? null),
    // the spec's priority: tiger creation, full video, trailer. A tiger creation is selected, not opened: it opens in
    // its own window only on the viewer's click (the browser allows a window only then)
    firstChoice: initialMedium(available, fullAllowed) satisfies PlayerChoice | null,
  };
}
