/**
 * The ids that may be counted, held in memory so accepting an event costs no database round
 * trip. Refreshed after every local change and periodically (other replicas' changes); a miss
 * is checked once against the database before the id is called unknown.
 */
export interface KnownAdIds {
  has(id: string): Promise<boolean>;
  refresh(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createKnownAdIds(deps: {
  loadAll: () => Promise<string[]>;
  exists: (id: string) => Promise<boolean>;
  refreshEveryMs: number;
}): KnownAdIds {
  let ids = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    ids = new Set(await deps.loadAll());
  };
  return {
    async has(id) {
      if (ids.has(id)) return true;
      if (!(await deps.exists(id))) return false;
      ids.add(id);
      return true;
    },
    refresh,
    start() {
      timer ??= setInterval(() => void refresh().catch(() => undefined), deps.refreshEveryMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
