import { useEffect } from 'react';

/** Room to leave under the bottom toasts: above the highest marked band lying under their column. */
function measureClearance(): number {
  const column = document.querySelector('.mantine-Notifications-root[data-position="bottom-right"]')?.getBoundingClientRect();
  if (!column) return 0;
  let clearance = 0;
  for (const band of document.querySelectorAll<HTMLElement>('[data-keeps-toasts-clear]')) {
    const box = band.getBoundingClientRect();
    const visible = box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    const underColumn = box.right > column.left && box.left < column.right;
    if (visible && underColumn) clearance = Math.max(clearance, window.innerHeight - box.top);
  }
  return Math.round(clearance);
}

/**
 * One placement rule for every screen: toasts stay bottom-right (spec) but stand on top of any
 * band of controls marked KEEP_TOASTS_CLEAR beneath them (lib/toast.ts), so they never hide the
 * chat's Send or a drawer's Profile button. Measured while toasts show and whenever the layout
 * changes; the offset is the --toast-clearance variable toaster.module.css adds to `bottom`.
 */
export function useToastClearance(showing: boolean) {
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => document.documentElement.style.setProperty('--toast-clearance', `${measureClearance()}px`));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [showing]);
}
