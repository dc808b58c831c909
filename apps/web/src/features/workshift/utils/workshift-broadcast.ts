/** SPEC §4.3: open tabs share workshift changes through this channel. */
export const WORKSHIFT_CHANNEL_NAME = 'jornada-workshift';
export const WORKSHIFT_CHANGED_MESSAGE = 'workshift-changed';

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

function openChannel(): ChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(WORKSHIFT_CHANNEL_NAME);
  } catch {
    return null;
  }
}

/** Tells the other tabs that this one changed the shift (a tab never receives its own messages). */
export function announceWorkshiftChange(channel: Pick<ChannelLike, 'postMessage' | 'close'> | null = openChannel()) {
  if (!channel) return;
  try {
    channel.postMessage({ type: WORKSHIFT_CHANGED_MESSAGE });
  } finally {
    channel.close();
  }
}

/** Calls `onChange` whenever another tab announces a change; returns the unsubscribe function. */
export function listenForWorkshiftChanges(onChange: () => void, channel: ChannelLike | null = openChannel()) {
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === WORKSHIFT_CHANGED_MESSAGE) onChange();
  };
  return () => {
    channel.onmessage = null;
    channel.close();
  };
}
