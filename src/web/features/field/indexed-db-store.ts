import { memoryQueueStore, type QueuedAction, type QueueStore } from './offline-queue.ts';

const databaseName = 'watchpost-field';
const storeName = 'actions';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(databaseName, 1);
  req.onupgradeneeded = () => {
    const store = req.result.createObjectStore(storeName, { keyPath: 'id' });
    store.createIndex('owner', 'owner');
  };
  return request(req);
}

/**
 * The offline queue kept in IndexedDB, so actions survive a closed tab or a restarted phone. Where IndexedDB is
 * missing or refused (some private modes) the queue lives in memory for this page.
 */
export function indexedDbQueueStore(): QueueStore {
  let database: Promise<IDBDatabase | null> | undefined;
  const fallback = memoryQueueStore();
  const db = () => {
    database ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : open().catch(() => null);
    return database;
  };
  return {
    async list(owner) {
      const handle = await db();
      if (!handle) return fallback.list(owner);
      const tx = handle.transaction(storeName, 'readonly');
      const rows = await request(tx.objectStore(storeName).index('owner').getAll(owner));
      return (rows as QueuedAction[]).sort((a, b) => a.seq - b.seq);
    },
    async put(action) {
      const handle = await db();
      if (!handle) return fallback.put(action);
      const tx = handle.transaction(storeName, 'readwrite');
      tx.objectStore(storeName).put(action);
      await done(tx);
    },
    async remove(ids) {
      const handle = await db();
      if (!handle) return fallback.remove(ids);
      const tx = handle.transaction(storeName, 'readwrite');
      for (const id of ids) tx.objectStore(storeName).delete(id);
      await done(tx);
    },
  };
}
