/**
 * The BullMQ queues of ARCHITECTURE.md, in one typed map shared by the producer (jobs service)
 * and the consumers (workers).
 */
export const QUEUE_NAMES = ['scrape', 'test-scrape', 'import-csv', 'import-pdf'] as const;
export type TQueueName = (typeof QUEUE_NAMES)[number];
