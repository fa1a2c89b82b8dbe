/**
 * The stand-in's play button is replaced twice as the player arrives: by the player's own stand-in while its first
 * answers come, then by the player. A removed element takes the focus with it, and a keyboard user's Enter that
 * followed went to the page and played nothing. The button hands its focus on to what replaces it.
 */
let handedOver = false;

/**
 * Called as the stand-in goes: remembers whether its play button had the focus, for what replaces it in the same
 * commit (React runs the new parts' layout effects before the microtask): a stand-in that went with its page hands
 * nothing to a story page opened later.
 */
export function handOverFocus(button: HTMLElement | null) {
  if (!button || document.activeElement !== button) return;
  handedOver = true;
  queueMicrotask(() => (handedOver = false));
}

/** True once after a hand-over, if nothing has taken the focus since (it fell back to the page's body). */
export function takeHandedOverFocus(): boolean {
  const take = handedOver && (document.activeElement === document.body || document.activeElement === null);
  handedOver = false;
  return take;
}
