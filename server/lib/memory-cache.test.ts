import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache.ts';

function counter() {
  let calls = 0;
  const produce = (value: string) => async () => {
    calls += 1;
    return value;
  };
  return { produce, calls: () => calls };
}

describe('memory cache', () => {
  it('produces a value once and answers the next callers from memory', async () => {
    const cache = createMemoryCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const { produce, calls } = counter();
    expect(await cache.remember('home', produce('a'))).toBe('a');
    expect(await cache.remember('home', produce('b'))).toBe('a');
    expect(calls()).toBe(1);
  });

  it('lets callers arriving while a value is produced share it', async () => {
    const cache = createMemoryCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    const { produce, calls } = counter();
    const both = await Promise.all([cache.remember('home', produce('a')), cache.remember('home', produce('b'))]);
    expect(both).toEqual(['a', 'a']);
    expect(calls()).toBe(1);
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = createMemoryCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    const { produce, calls } = counter();
    await cache.remember('a', produce('a'));
    await cache.remember('b', produce('b'));
    await cache.remember('a', produce('a')); // "a" is now the most recent
    await cache.remember('c', produce('c')); // so "b" goes
    expect(cache.size).toBe(2);
    expect(calls()).toBe(3);
    await cache.remember('a', produce('a'));
    expect(calls()).toBe(3);
    await cache.remember('b', produce('b'));
    expect(calls()).toBe(4);
  });

  it('produces again once an entry is older than its lifetime', async () => {
    let time = 0;
    const cache = createMemoryCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => time });
    const { produce, calls } = counter();
    await cache.remember('home', produce('a'));
    time = 999;
    await cache.remember('home', produce('a'));
    expect(calls()).toBe(1);
    time = 1000;
    expect(await cache.remember('home', produce('b'))).toBe('b');
    expect(calls()).toBe(2);
  });

  it('does not keep a value produced across a clear, nor one `keep` refuses, nor a failure', async () => {
    const cache = createMemoryCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let release: (value: string) => void = () => undefined;
    const stale = cache.remember('home', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect(await stale).toBe('before the change');
    expect(cache.size).toBe(0);
    expect(await cache.remember('home', async () => 'after the change')).toBe('after the change');

    await cache.remember(
      'missing',
      async () => 'not found',
      () => false,
    );
    await expect(cache.remember('broken', () => Promise.reject(new Error('database away')))).rejects.toThrow();
    expect(await cache.remember('broken', async () => 'back')).toBe('back');
    expect(cache.size).toBe(2);
  });
});
