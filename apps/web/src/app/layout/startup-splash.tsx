/**
 * What shows while the session is checked at start (a full-screen spinner): the shop's mark above
 * the spinner, so a slow phone shows whose shop this is from its first paint instead of a blank
 * page.
 */
import { Spinner } from '@/components/ui/spinner';
import { BrandMark } from './logo';

export function StartupSplash() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-white"
    >
      <BrandMark />
      <Spinner className="size-12" />
    </div>
  );
}
