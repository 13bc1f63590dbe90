// A tiny event hub for the core: low-level code announces what happened, code above it subscribes.
// The request client says "login needed" here instead of importing the login code, which itself
// sends requests: the dependency goes through an event rather than round in a cycle.

export interface HubEvents {
  /** The server refused the session (-1) of a call that may show UI: the visitor has to log in. */
  loginNeeded: []
}

type HubEvent = keyof HubEvents
type Listener<E extends HubEvent> = (...args: HubEvents[E]) => void

const listeners: { [E in HubEvent]: Set<Listener<E>> } = {
  loginNeeded: new Set(),
}

/** Subscribes to an event; the same function is held once however often it subscribes. Returns the unsubscribe. */
export function on<E extends HubEvent>(event: E, listener: Listener<E>): () => void {
  listeners[event].add(listener)
  return () => {
    listeners[event].delete(listener)
  }
}

/** Calls every listener of the event, in subscription order. */
export function emit<E extends HubEvent>(event: E, ...args: HubEvents[E]): void {
  listeners[event].forEach((listener) => listener(...args))
}
