import type { Runsheet } from '../../../shared/contract/patrol-routes.ts';

/*
 * The last runsheet the server gave this phone, kept so the field app shows tonight's stops without signal
 * (docs/product/field-app.md#opening-without-signal). One person at a time, like the kept day: keeping a runsheet
 * replaces whatever was kept, and a runsheet kept for someone else is never read.
 */

const databaseName = 'watchpost-field-runsheet';
const storeName = 'runsheet';
const onlyRecord = 'last';

interface KeptRunsheet {
  id: typeof onlyRecord;
  owner: string;
  runsheet: Runsheet;
}

export interface RunsheetStore {
  read: (owner: string) => Promise<Runsheet | undefined>;
  keep: (owner: string, runsheet: Runsheet) => Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(databaseName, 1);
  req.onupgradeneeded = () => {
    req.result.createObjectStore(storeName, { keyPath: 'id' });
  };
  return request(req);
}

/** For this page only: where IndexedDB is missing or refused (some private modes), and for tests. */
export function memoryRunsheetStore(): RunsheetStore {
  let kept: KeptRunsheet | undefined;
  return {
    read: async (owner) => (kept?.owner === owner ? kept.runsheet : undefined),
    keep: async (owner, runsheet) => {
      kept = { id: onlyRecord, owner, runsheet };
    },
  };
}

/** The runsheet kept in IndexedDB, so it survives a closed tab or a restarted phone. */
export function indexedDbRunsheetStore(): RunsheetStore {
  let database: Promise<IDBDatabase | null> | undefined;
  const fallback = memoryRunsheetStore();
  const db = () => {
    database ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : open().catch(() => null);
    return database;
  };
  return {
    async read(owner) {
      const handle = await db();
      if (!handle) return fallback.read(owner);
      try {
        const tx = handle.transaction(storeName, 'readonly');
        const kept = (await request(tx.objectStore(storeName).get(onlyRecord))) as KeptRunsheet | undefined;
        return kept?.owner === owner ? kept.runsheet : undefined;
      } catch {
        return fallback.read(owner);
      }
    },
    async keep(owner, runsheet) {
      const handle = await db();
      if (!handle) return fallback.keep(owner, runsheet);
      try {
        const tx = handle.transaction(storeName, 'readwrite');
        tx.objectStore(storeName).put({ id: onlyRecord, owner, runsheet } satisfies KeptRunsheet);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
      } catch {
        await fallback.keep(owner, runsheet);
      }
    },
  };
}
