// video.js without its HLS/DASH engine, which would double the chunk: use-video-js.ts loads it for an HLS story only
declare module 'video.js/core.es.js' {
  import videojs from 'video.js';
  export default videojs;
}

// VHS registers itself with video.js on import; nothing of it is called by name
declare module '@videojs/http-streaming';
