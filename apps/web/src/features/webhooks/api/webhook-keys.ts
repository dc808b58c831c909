/** Every query of this feature starts with 'webhooks'. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (webhookId: number) => [...webhookKeys.all, 'deliveries', webhookId] as const,
};
