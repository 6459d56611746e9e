import { useEffect } from 'react';

/**
 * Room to leave under the bottom toasts: the lowest place where the stack covers no marked control
 * lying under its column. A band at the bottom (the chat's composer) lifts it above the band; on a
 * book grid, where every card's buttons are marked, it rises only past the buttons it would cover,
 * into the gap above them, rather than above the highest card on the screen.
 */
function measureClearance(): number {
  const column = document.querySelector('.mantine-Notifications-root[data-position="bottom-right"]')?.getBoundingClientRect();
  if (!column) return 0;
  const applied = parseFloat(document.documentElement.style.getPropertyValue('--toast-clearance')) || 0;
  // Where the stack's bottom edge is with no clearance, and the gap it keeps to the screen's edge.
  const lowest = column.bottom + applied;
  const gap = window.innerHeight - lowest;
  const marked = [...document.querySelectorAll<HTMLElement>('[data-keeps-toasts-clear]')]
    .map((el) => el.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && box.right > column.left && box.left < column.right);
  let clearance = 0;
  for (let covered = true; covered;) {
    const bottom = lowest - clearance;
    const hit = marked.find((box) => box.top < bottom && box.bottom > bottom - column.height);
    covered = hit !== undefined;
    // Each step moves the stack strictly higher, so this ends; the same gap above the control as below the screen's edge.
    if (hit) clearance = window.innerHeight - hit.top;
  }
  // No free place on the screen (marked controls all the way up): the stack stays on it, at the top.
  return Math.round(Math.max(0, Math.min(clearance, lowest - column.height - gap)));
}

/**
 * One placement rule for every screen: toasts stay bottom-right (spec) but never cover a control
 * marked KEEP_TOASTS_CLEAR beneath them (lib/toast.ts): the chat's Send, a drawer's Profile
 * button, a book card's Remove. Measured while toasts show and whenever the layout, the stack's
 * size or the scroll position changes; the offset is the --toast-clearance variable
 * toaster.module.css adds to `bottom`.
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
    const resized = new ResizeObserver(update);
    const column = document.querySelector('.mantine-Notifications-root[data-position="bottom-right"]');
    if (column) resized.observe(column);
    window.addEventListener('resize', update);
    // A grid scrolled under a toast brings other cards' buttons beneath it.
    window.addEventListener('scroll', update, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, { capture: true });
    };
  }, [showing]);
}
