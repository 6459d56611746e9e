import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@booktutor/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKey } from './notifications-query';

export const getNotifications = () => apiRequest<Notification[]>('/notifications');

export const useNotifications = () => useQuery({ queryKey: notificationsKey, queryFn: getNotifications });
