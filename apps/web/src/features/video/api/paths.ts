/** API paths and query keys of the video calls (learning.md §7 Video); ids are URL-encoded here. */
const enc = encodeURIComponent;

export const videoPaths = {
  video: (code: string) => `/api/content/videos/${enc(code)}`,
  contentStatus: (contentId: string) => `/api/content/content-status/${enc(contentId)}/Video`,
  postContentStatus: '/api/content/content-status',
  userActivity: '/api/content/useractivity',
  next: (contentId: string) => `/api/learn/next/${enc(contentId)}`,
  bookmark: '/api/learn/bookmark',
  like: '/api/learn/like',
  cdnUrl: '/api/learn/cdn_url',
  continueWatching: '/api/learn/continue-watching',
  videoProgress: '/api/learn/video-progress',
  openDl: '/api/learn/open-dl',
  trackingDetails: (trackingId: string) => `/api/learn/tracking-details/${enc(trackingId)}`,
  trackingEvent: '/api/learn/event',
};

export const videoKeys = {
  video: (code: string, locale: string) => ['content', 'video', code, locale] as const,
  status: (contentId: string, profileId: string) => ['learn', 'content-status', contentId, profileId] as const,
  next: (contentId: string, locale: string) => ['learn', 'next', contentId, locale] as const,
  bookmark: (contentId: string, profileId: string) => ['learn', 'bookmark', contentId, profileId] as const,
  cdn: (url: string, quality: string) => ['learn', 'cdn-url', url, quality] as const,
  continueWatching: (profileId: string, locale: string) => ['learn', 'continue-watching', profileId, locale] as const,
  progress: (ids: string, profileId: string) => ['learn', 'video-progress', ids, profileId] as const,
};
