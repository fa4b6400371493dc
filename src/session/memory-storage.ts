// A Storage in memory: the fallback where localStorage is unavailable (private modes that
// throw, node), and the storage of unit tests.
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** localStorage when the browser lets us use it, memory otherwise. */
export function browserLocalStorage(): Storage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Access denied (cookies blocked): fall through to memory.
  }
  return createMemoryStorage();
}
