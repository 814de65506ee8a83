import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { VideoSummaryPage } from '../../features/browse/components/video-summary-page.tsx';
import { VideoOverlayHost } from '../../features/video/index.ts';
import type { SchoolContext } from '../../lib/school-context.ts';

/**
 * `/video/summary/{id}` (learning.md §2): the video's page with the player overlay, opened on
 * arrival and again by Watch. Opened from a school assignment (`school`), the viewing counts for it
 * (issue 23 §2). Loaded by browse-views.tsx when the page is first shown.
 */
export function VideoSummaryWithPlayer({ code, trackingId, school }: { code: string; trackingId: string | null; school: SchoolContext }) {
  const [open, setOpen] = useState(code !== '');
  const navigate = useNavigate();
  return (
    <VideoSummaryPage
      code={code}
      onWatch={() => setOpen(true)}
      player={
        open ? (
          <VideoOverlayHost
            videoId={code}
            trackingId={trackingId}
            source="video_summary"
            school={school}
            onClose={() => setOpen(false)}
            onNavigate={(href) => {
              setOpen(false);
              void navigate({ href });
            }}
          />
        ) : null
      }
    />
  );
}
