import { useEffect } from 'react';
import { ActionIcon, Badge, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { useNotifications } from '../api/get-notifications';
import { unreadCount } from '../api/notifications-query';
import { FirstUnseenPopup } from './first-unseen-popup';
import { NotificationPanel } from './notification-panel';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { notify } from '../../../lib/toast';

/** '9+' above 9 (spec section 9). */
export const badgeText = (count: number) => (count > LIMITS.notificationBadgeCap ? `${LIMITS.notificationBadgeCap}+` : String(count));

/**
 * The notification bell of the /chat header: unread badge that updates live over the realtime
 * socket, the panel, toasts for new notifications and the first-unseen popup.
 */
export function NotificationBell() {
  const list = useNotifications();
  useLiveNotifications();
  const unread = unreadCount(list.data);

  useEffect(() => {
    if (list.isError) notify('red', MSG.notifications.fetchFailed);
  }, [list.isError]);

  return (
    <>
      <Popover width={380} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          {/* The button itself is the popover's target, so its aria-expanded sits on a button. */}
          <ActionIcon variant="default" size="lg" radius="xl" aria-label={`Notifications (${unread} unread)`} data-testid="notification-bell" pos="relative" style={{ overflow: 'visible' }}>
            <IconBell size={20} aria-hidden />
            {unread > 0 && (
              <Badge data-testid="notification-badge" color="red" size="sm" circle={unread <= LIMITS.notificationBadgeCap} pos="absolute" top={-6} right={-8} style={{ pointerEvents: 'none' }}>
                {badgeText(unread)}
              </Badge>
            )}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationPanel items={list.data} loading={list.isPending} failed={list.isError} unread={unread} />
        </Popover.Dropdown>
      </Popover>
      <FirstUnseenPopup />
    </>
  );
}
