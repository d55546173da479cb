// A stand-in for a Socket.IO connection in unit tests: the test plays the server (it connects, drops, sends
// events and answers requests), and reads what the client asked and said.
import type { Asked, Handlers, Heard, LiveSocket, Told } from './socket';

type Answers = { [E in keyof Asked]?: (payload: Asked[E]['payload']) => Asked[E]['answer'] };

export class FakeSocket implements LiveSocket {
  connected = false;
  closed = false;
  /** Every request, in the order asked. */
  readonly asked: { event: keyof Asked; payload: unknown }[] = [];
  readonly told: { event: keyof Told; payload: unknown }[] = [];
  private readonly handlers: Handlers[] = [];

  constructor(public answers: Answers = {}) {}

  listen(handlers: Handlers) {
    this.handlers.push(handlers);
  }

  emit<E extends keyof Told>(event: E, payload: Told[E]) {
    this.told.push({ event, payload });
  }

  request<E extends keyof Asked>(event: E, payload: Asked[E]['payload']): Promise<Asked[E]['answer']> {
    this.asked.push({ event, payload });
    const answer = this.answers[event];
    return answer ? Promise.resolve(answer(payload)) : Promise.reject(new Error('operation has timed out'));
  }

  close() {
    this.closed = true;
    this.connected = false;
  }

  /** The server sends `event` to this socket. */
  hear<E extends keyof Heard>(event: E, ...args: Heard[E]) {
    for (const handlers of this.handlers) handlers[event]?.(...args);
  }

  up() {
    this.connected = true;
    this.hear('connect');
  }

  down(reason = 'transport close') {
    this.connected = false;
    this.hear('disconnect', reason);
  }

  /** The requests of one kind, as asked. */
  requests<E extends keyof Asked>(event: E) {
    return this.asked.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }
}
