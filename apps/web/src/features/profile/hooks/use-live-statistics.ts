import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-socket';
import { statisticsKey } from '../api/get-statistics';

/**
 * Keeps the profile's scores current while a test runs in another tab: every `score:updated`
 * (and a reconnect, after which events may have been missed) refetches the statistics.
 */
export function useLiveStatistics(userId: string | null) {
  const client = useQueryClient();
  const refetch = () => {
    if (userId) void client.invalidateQueries({ queryKey: statisticsKey(userId) });
  };
  useRealtimeEvent('score:updated', refetch, refetch);
}
