/** The code's link is shown with at most 42 characters (see docs/codes.md#list). */
export const LINK_DISPLAY_LENGTH = 42;

/**
 * The address a pupil opens: the story with the code as the last path segment, and the code's signed token
 * as `?t=`, so a device without a connection can still check the code.
 */
export const codeLink = (origin: string, slug: string, code: string, token?: string) =>
  `${origin}/boardstory/${encodeURIComponent(slug)}/${encodeURIComponent(code)}${token ? `?t=${encodeURIComponent(token)}` : ''}`;

/** The link as shown: cut to 42 characters, the cut marked with an ellipsis (which is the 42nd). */
export const displayLink = (link: string, max = LINK_DISPLAY_LENGTH) => (link.length <= max ? link : `${link.slice(0, max - 1)}…`);
