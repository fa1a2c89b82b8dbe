import { describe, expect, it } from 'vitest';
import { fillPath, isMediaIn, routeParams, routePattern, serverPath } from './api-urls';

describe('api-urls', () => {
  it('names the server routes as their table spells them; a path the server does not route is a type error', () => {
    expect(serverPath('/api/health')).toBe('/api/health');
    // @ts-expect-error no such route
    serverPath('/api/no-such-route');
  });

  it('fills path parameters as they are', () => {
    expect(fillPath(serverPath('/api/attachments/:boardstoryId'), { boardstoryId: 7 })).toBe('/api/attachments/7');
    expect(fillPath(serverPath('/api/boardstories/:idOrSlug'), { idOrSlug: 'der-kleine-drache' })).toBe('/api/boardstories/der-kleine-drache');
    expect(fillPath(serverPath('/media/:folder/:file'), { folder: 'games', file: 'erfolg.mp3' })).toBe('/media/games/erfolg.mp3');
  });

  it('matches a pathname of the routes, one segment per parameter and nothing around them', () => {
    const pattern = routePattern(serverPath('/api/boardstories'), serverPath('/api/boardstories/:idOrSlug'));
    expect(pattern.test('/api/boardstories')).toBe(true);
    expect(pattern.test('/api/boardstories/12')).toBe(true);
    expect(pattern.test('/api/boardstories/12/x')).toBe(false);
    expect(pattern.test('/api/boardstoriesX')).toBe(false);
    expect(pattern.test('/x/api/boardstories')).toBe(false);
  });

  it('reads a route’s parameters from a pathname', () => {
    expect(routeParams(serverPath('/media/:folder/:file'), '/media/videos/a.mp4')).toEqual({ folder: 'videos', file: 'a.mp4' });
    expect(routeParams(serverPath('/media/:folder/:file'), '/media/videos')).toBeNull();
    expect(routeParams(serverPath('/media/:folder/:file'), '/api/videos/a.mp4')).toBeNull();
    expect(isMediaIn(['images', 'cms'], '/media/cms/logo.png')).toBe(true);
    expect(isMediaIn(['images', 'cms'], '/media/videos/a.mp4')).toBe(false);
    expect(isMediaIn(['images'], '/media/images')).toBe(false);
  });
});
