/** Part 2 §9: the code's link is shown with at most 42 characters. */
export const LINK_DISPLAY_LENGTH = 42;

/** The address a pupil opens: the story with the code as the last path segment. */
export const codeLink = (origin: string, slug: string, code: string) =>
  `${origin}/boardstory/${encodeURIComponent(slug)}/${encodeURIComponent(code)}`;

/** The link as shown: cut to 42 characters, the cut marked with an ellipsis (which is the 42nd). */
export const displayLink = (link: string, max = LINK_DISPLAY_LENGTH) => (link.length <= max ? link : `${link.slice(0, max - 1)}…`);
