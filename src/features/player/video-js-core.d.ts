// video.js without its HLS/DASH engine: the stories are MP4 files, and the engine would double the chunk
declare module 'video.js/core.es.js' {
  import videojs from 'video.js';
  export default videojs;
}
