import { useCallback, useEffect, useRef, useState } from 'react';
import { EDIT_MARK_HEARTBEAT_MS, EDIT_MARK_TTL_MINUTES, type EditMark } from '#contract/schemas/edit-marks.ts';
import { readAuthToken } from '#app/lib/api/auth-token.ts';
import { API_BASE_PATH, apiRequest } from '#app/lib/api/http-client.ts';

type Person = EditMark['holder'];

/**
 * Where the editor stands with an item's editing mark: `free` until known (or when the API cannot
 * say: the marks are advice, the form then stays usable), `held` by them, held by `other` (the
 * editor has chosen to read only once `reading`), or `taken_over` from them.
 */
export type EditMarkState =
  | { status: 'free' }
  | { status: 'held' }
  | { status: 'other'; holder: Person; since: string; reading: boolean }
  | { status: 'taken_over'; by: Person; at: string };

const FREE: EditMarkState = { status: 'free' };

/**
 * The claims on their way, by mark path, from every form that opened the item: an earlier form's
 * claim, slowed on a busy network, may still be on its way when the item is deleted from a new one.
 */
const claimsOnTheirWay = new Map<string, Set<Promise<unknown>>>();

function track(path: string, request: Promise<unknown>) {
  const claims = claimsOnTheirWay.get(path) ?? new Set();
  claimsOnTheirWay.set(path, claims);
  const settled = request
    .catch(() => undefined)
    .finally(() => {
      claims.delete(settled);
      if (claims.size === 0) claimsOnTheirWay.delete(path);
    });
  claims.add(settled);
}
const IDLE_MS = EDIT_MARK_TTL_MINUTES * 60_000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Gives one's own mark back as the page goes: a keepalive fetch outlives the page, and unlike a
 * beacon it carries the bearer token the API needs.
 */
function release(path: string) {
  const token = readAuthToken();
  void fetch(`${API_BASE_PATH}${path}`, {
    method: 'DELETE',
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

/**
 * The editing mark of an item open in a form (ADR 0038): claimed on opening, kept by a heartbeat
 * every minute while the editor was active (key, pointer, input) in the last 5 minutes, given back
 * when the form goes or the page is hidden. Nothing happens while `id` is null (a new item).
 */
export function useEditMark(resource: string, id: number | null) {
  const path = id === null ? null : `/admin/${resource}/${id}/edit-mark`;
  // Kept with the item it is about: another item starts free, and a late answer about the last one is ignored.
  const [mark, setMark] = useState<{ path: string | null; state: EditMarkState }>({ path, state: FREE });
  const state = mark.path === path ? mark.state : FREE;
  const held = useRef(false);
  // Only the answer to the latest call counts (a heartbeat may cross a take-over).
  const latest = useRef(0);

  const claim = useCallback(
    async (takeOver: boolean) => {
      if (!path) return;
      const call = ++latest.current;
      try {
        const request = apiRequest<EditMark>(path, { method: 'PUT', body: { take_over: takeOver } });
        track(path, request);
        const answer = await request;
        if (call !== latest.current) return;
        held.current = answer.held;
        const { taken_over: takenOver } = answer;
        setMark({
          path,
          state: answer.held
            ? { status: 'held' }
            : takenOver
              ? { status: 'taken_over', by: takenOver.by, at: takenOver.at }
              : { status: 'other', holder: answer.holder, since: answer.since, reading: false },
        });
      } catch {
        // Advice only: without an answer the form stays as it was.
      }
    },
    [path],
  );

  useEffect(() => {
    if (!path) return;
    // The state changes once the API has answered, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void claim(false);
    let lastActivity = Date.now();
    let lastBeat = Date.now();
    const beat = () => {
      if (!held.current) return;
      lastBeat = Date.now();
      void claim(false);
    };
    const onActivity = () => {
      lastActivity = Date.now();
      // Back after a pause longer than a beat: say so now rather than at the next tick.
      if (lastActivity - lastBeat >= EDIT_MARK_HEARTBEAT_MS) beat();
    };
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity < IDLE_MS) beat();
    }, EDIT_MARK_HEARTBEAT_MS);
    const onPageHide = () => {
      if (!held.current) return;
      held.current = false;
      release(path);
    };
    // A page restored from the back-forward cache gave its mark back when hidden: claim it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void claim(false);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      // Also when a claim is still on its way: the API only ever removes one's own mark.
      held.current = false;
      release(path);
    };
  }, [path, claim]);

  return {
    state,
    /** The form must not be edited: someone else holds the mark. */
    readOnly: state.status === 'other' || state.status === 'taken_over',
    /** Resolves once every claim on the item is answered: deleting the item first would leave one a 404. */
    settled: () => Promise.all(path ? [...(claimsOnTheirWay.get(path) ?? [])] : []),
    /** Takes the mark (over, or back); the other editor is told. */
    takeOver: () => claim(true),
    /** Stays on the form, read only, without the choice. */
    readOnlyChosen: () =>
      setMark((current) =>
        current.state.status === 'other' ? { ...current, state: { ...current.state, reading: true } } : current,
      ),
  };
}

export type EditMarkControl = ReturnType<typeof useEditMark>;
