/**
 * The params of a link to a story page. The code is always spelled out, even as undefined: a link's params are
 * merged into the current page's, so a link left without one carries the code of the page it sits on (a pupil's
 * `/boardstory/a/CODE`) to another story, where that code is invalid. A code opens its one story
 * (docs/codes.md#validity).
 */
export const storyParams = (idOrSlug: string, accessCode?: string) => ({ idOrSlug, accessCode });
