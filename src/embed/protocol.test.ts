import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { anyJson, anyObject, hostileString } from '../../tests/server/arbitraries';
import { frameOriginsFor, normaliseOrigin, parsePartnerFrameOrigins } from './origins';
import {
  acceptHostMessage,
  acceptWidgetMessage,
  MAX_HEIGHT,
  MEASURE,
  parseHostMessage,
  parseWidgetMessage,
  PROTOCOL_VERSION,
  READY,
  RESIZE,
  STEP,
} from './protocol';
import { allowedParentOrigin, openWidgetLink, readParentOrigin, type WidgetWindow } from './widget';

const PARTNER = 'https://www.mymove.example';
const WIDGET = 'https://quotes.quoteflow.example';
const CONFIG = {
  partnerFrameOrigins: { mymove: [PARTNER, 'http://127.0.0.1:8070'], safeco: ['https://safeco.example'] },
};

describe('origins (PARTNER_FRAME_ORIGINS)', () => {
  it('reads an origin as a browser writes it, and nothing else', () => {
    expect(normaliseOrigin('https://www.MyMove.example/')).toBe(PARTNER);
    expect(normaliseOrigin('http://127.0.0.1:8070')).toBe('http://127.0.0.1:8070');
    expect(normaliseOrigin('https://www.mymove.example:443')).toBe(PARTNER);
    expect(normaliseOrigin('http://[::1]:8070')).toBe('http://[::1]:8070');
    for (const bad of [
      '*',
      'null',
      '',
      'www.mymove.example',
      'javascript:alert(1)',
      'ftp://mymove.example',
      'https://www.mymove.example/path',
      'https://www.mymove.example?x=1',
      'https://www.mymove.example#x',
      'https://user@www.mymove.example',
      'https://*.mymove.example',
      `https://${'a'.repeat(400)}.example`,
      42,
      null,
      undefined,
    ]) {
      expect(normaliseOrigin(bad), String(bad)).toBeNull();
    }
  });

  it('parses the configuration: keys by site source or label, origins normalised and deduplicated', () => {
    expect(
      parsePartnerFrameOrigins(
        ' mymove = https://www.mymove.example/ ,HTTP://127.0.0.1:8070; safeco=https://safeco.example ;',
      ),
    ).toEqual({
      ok: true,
      value: { mymove: [PARTNER, 'http://127.0.0.1:8070'], safeco: ['https://safeco.example'] },
    });
    expect(parsePartnerFrameOrigins('')).toEqual({ ok: true, value: {} });
    expect(parsePartnerFrameOrigins('mymove=https://a.example,https://a.example/')).toEqual({
      ok: true,
      value: { mymove: ['https://a.example'] },
    });
  });

  it.each([
    ['no key', 'https://www.mymove.example'],
    ['a wildcard', 'mymove=*'],
    ['a path', 'mymove=https://www.mymove.example/partners'],
    ['no origin', 'mymove='],
    ['a key twice', 'mymove=https://a.example;MyMove=https://b.example'],
    ['a key with spaces', 'my move=https://a.example'],
  ])('refuses %s', (_what, text) => {
    expect(parsePartnerFrameOrigins(text).ok).toBe(false);
  });

  it('finds a site source by its own row, else by its partner label; none for others', () => {
    const config = { mymove: [PARTNER], 'mymove-shortform': ['https://short.example'] };
    expect(frameOriginsFor(config, 'mymove-agency')).toEqual([PARTNER]);
    expect(frameOriginsFor(config, 'MyMove-ShortForm')).toEqual(['https://short.example']);
    expect(frameOriginsFor(config, 'bankrate')).toEqual([]);
    expect(frameOriginsFor(config, undefined)).toEqual([]);
    expect(frameOriginsFor(config, '__proto__')).toEqual([]);
    expect(frameOriginsFor(config, 'constructor')).toEqual([]);
    expect(frameOriginsFor(undefined, 'mymove-agency')).toEqual([]);
  });

  it('never throws on any text, and an origin it gives reads as itself', () => {
    fc.assert(
      fc.property(hostileString(60, 20_000), (text) => {
        const origin = normaliseOrigin(text);
        if (origin !== null) expect(normaliseOrigin(origin)).toBe(origin);
        const parsed = parsePartnerFrameOrigins(text);
        if (parsed.ok)
          for (const list of Object.values(parsed.value)) for (const o of list) expect(normaliseOrigin(o)).toBe(o);
        expect(Array.isArray(frameOriginsFor(CONFIG.partnerFrameOrigins, text))).toBe(true);
      }),
    );
  });
});

describe('the messages', () => {
  it('reads each widget shape exactly', () => {
    expect(parseWidgetMessage({ type: READY, version: 1 })).toEqual({ type: READY, version: 1 });
    expect(parseWidgetMessage({ type: RESIZE, version: 1, height: 812 })).toEqual({
      type: RESIZE,
      version: 1,
      height: 812,
    });
    expect(parseWidgetMessage({ type: STEP, version: 1, step: '/vehicles/1/year' })).toEqual({
      type: STEP,
      version: 1,
      step: '/vehicles/1/year',
    });
    expect(parseHostMessage({ type: MEASURE })).toEqual({ type: MEASURE });
  });

  it.each([
    ['another version', { type: READY, version: 2 }],
    ['an extra field', { type: READY, version: 1, email: 'a@b.example' }],
    ['a negative height', { type: RESIZE, version: 1, height: -1 }],
    ['a fractional height', { type: RESIZE, version: 1, height: 10.5 }],
    ['a height past the bound', { type: RESIZE, version: 1, height: MAX_HEIGHT + 1 }],
    ['a height as text', { type: RESIZE, version: 1, height: '800' }],
    ['NaN', { type: RESIZE, version: 1, height: Number.NaN }],
    ['a step that is not a route', { type: STEP, version: 1, step: 'javascript:alert(1)' }],
    ['a step with a query', { type: STEP, version: 1, step: '/drivers/1/name?first=Ann' }],
    ['an overlong step', { type: STEP, version: 1, step: `/${'a'.repeat(300)}` }],
    ['an array', [READY, 1]],
    ['a string', 'quoteflow:ready'],
    ['null', null],
    ['an unknown type', { type: 'quoteflow:navigate', version: 1 }],
  ])('ignores %s', (_what, data) => {
    expect(parseWidgetMessage(data)).toBeNull();
  });

  it('ignores a host message with more than its type, or an object not plain', () => {
    expect(parseHostMessage({ type: MEASURE, height: 1 })).toBeNull();
    expect(parseHostMessage(Object.assign(Object.create({ polluted: true }), { type: MEASURE }))).toBeNull();
    expect(parseHostMessage(JSON.parse('{"type":"quoteflow:measure","__proto__":{"x":1}}'))).toBeNull();
  });

  it('reads no junk of any shape, full Unicode and very long strings included', () => {
    const junk = fc.oneof(anyJson({ maxDepth: 3 }), anyObject({ maxDepth: 2 }), hostileString(60, 20_000));
    fc.assert(
      fc.property(junk, (data) => {
        const widget = parseWidgetMessage(data);
        // Only the exact shapes pass: anything read is one of them, with the protocol's version.
        if (widget) expect([READY, RESIZE, STEP]).toContain(widget.type);
        if (parseHostMessage(data)) expect(data).toEqual({ type: MEASURE });
      }),
    );
    fc.assert(
      fc.property(hostileString(60, 20_000), (step) => {
        const read = parseWidgetMessage({ type: STEP, version: 1, step });
        if (read?.type === STEP) expect(read.step).toMatch(/^\/[A-Za-z0-9/_~-]{0,199}$/);
      }),
    );
  });

  it('accepts a message only from the exact origin and window, both ways', () => {
    const parent = {};
    const frame = {};
    const measure = { type: MEASURE };
    expect(acceptHostMessage({ origin: PARTNER, source: parent, data: measure }, PARTNER, parent)).toEqual(measure);
    for (const origin of [
      'https://mymove.example',
      'https://www.mymove.example.evil.example',
      'http://www.mymove.example',
      'https://www.mymove.example:444',
      'null',
      '*',
      '',
    ]) {
      expect(acceptHostMessage({ origin, source: parent, data: measure }, PARTNER, parent), origin).toBeNull();
    }
    expect(acceptHostMessage({ origin: PARTNER, source: {}, data: measure }, PARTNER, parent)).toBeNull();
    const ready = { type: READY, version: PROTOCOL_VERSION };
    expect(acceptWidgetMessage({ origin: WIDGET, source: frame, data: ready }, WIDGET, frame)).toEqual(ready);
    expect(acceptWidgetMessage({ origin: PARTNER, source: frame, data: ready }, WIDGET, frame)).toBeNull();
    expect(acceptWidgetMessage({ origin: WIDGET, source: {}, data: ready }, WIDGET, frame)).toBeNull();
    expect(acceptWidgetMessage({ origin: WIDGET, source: null, data: ready }, WIDGET, null)).toBeNull();
  });
});

describe('the widget side', () => {
  it('posts only to a parent origin the configuration lists for its site source', () => {
    const search = (origin: string) =>
      `?siteSource=mymove-agency&iframe=true&parentOrigin=${encodeURIComponent(origin)}`;
    expect(allowedParentOrigin(search(PARTNER), 'mymove-agency', CONFIG)).toBe(PARTNER);
    expect(allowedParentOrigin(search(`${PARTNER}/`), 'mymove-shortform', CONFIG)).toBe(PARTNER);
    // Listed, but for another partner.
    expect(allowedParentOrigin(search('https://safeco.example'), 'mymove-agency', CONFIG)).toBeNull();
    expect(allowedParentOrigin(search('http://127.0.0.1:8071'), 'mymove-agency', CONFIG)).toBeNull();
    expect(allowedParentOrigin(search('*'), 'mymove-agency', CONFIG)).toBeNull();
    expect(allowedParentOrigin(search(PARTNER), 'bankrate', CONFIG)).toBeNull();
    expect(allowedParentOrigin(search(PARTNER), 'mymove-agency', null)).toBeNull();
    expect(allowedParentOrigin('?siteSource=mymove-agency', 'mymove-agency', CONFIG)).toBeNull();
    fc.assert(
      fc.property(hostileString(60, 20_000), (junk) => {
        expect(readParentOrigin(`?parentOrigin=${encodeURIComponent(junk.replace(/[\uD800-\uDFFF]/g, ''))}`)).toSatisfy(
          (o: string | null) => o === null || normaliseOrigin(o) === o,
        );
        expect(allowedParentOrigin(junk, 'mymove-agency', CONFIG)).toSatisfy(
          (o: string | null) => o === null || CONFIG.partnerFrameOrigins.mymove.includes(o),
        );
      }),
    );
  });

  function fakeWindow() {
    const posted: { message: unknown; target: string }[] = [];
    const listeners = new Set<(event: MessageEvent) => void>();
    const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) };
    const win: WidgetWindow = {
      parent,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
    const dispatch = (event: { origin: string; source: unknown; data: unknown }) => {
      for (const listener of listeners) listener(event as MessageEvent);
    };
    return { win, parent, posted, listeners, dispatch };
  }

  function fakeContent(height: () => number) {
    return { getBoundingClientRect: () => ({ height: height() }) } as unknown as Element;
  }

  class FakeObserver {
    static last: FakeObserver | undefined;
    observed: unknown[] = [];
    disconnected = false;
    constructor(readonly callback: () => void) {
      FakeObserver.last = this;
    }
    observe(el: unknown) {
      this.observed.push(el);
    }
    disconnect() {
      this.disconnected = true;
    }
  }

  it('says ready and its height, then each change of height and route, to the exact origin only', () => {
    const { win, posted } = fakeWindow();
    let height = 612.2;
    const content = fakeContent(() => height);
    const link = openWidgetLink({ win, parentOrigin: PARTNER, content, Observer: FakeObserver as never });
    expect(FakeObserver.last?.observed).toEqual([content]);
    height = 900;
    FakeObserver.last?.callback();
    // The same height again says nothing.
    FakeObserver.last?.callback();
    link.step('/vehicles/1/year');
    link.step('/vehicles/1/year');
    link.step('/drivers/1/name?x=junk');
    link.step('/drivers/1/name');
    expect(posted.map((p) => p.message)).toEqual([
      { type: READY, version: 1 },
      { type: RESIZE, version: 1, height: 613 },
      { type: RESIZE, version: 1, height: 900 },
      { type: STEP, version: 1, step: '/vehicles/1/year' },
      { type: STEP, version: 1, step: '/drivers/1/name' },
    ]);
    expect(new Set(posted.map((p) => p.target))).toEqual(new Set([PARTNER]));
  });

  it('answers a measure from its parent at the exact origin, and ignores every other message', () => {
    const { win, parent, posted, dispatch, listeners } = fakeWindow();
    const link = openWidgetLink({ win, parentOrigin: PARTNER, content: fakeContent(() => 700) });
    posted.length = 0;
    dispatch({ origin: 'https://evil.example', source: parent, data: { type: MEASURE } });
    dispatch({ origin: PARTNER, source: {}, data: { type: MEASURE } });
    dispatch({ origin: PARTNER, source: parent, data: { type: MEASURE, extra: 1 } });
    fc.assert(
      fc.property(anyJson({ maxDepth: 2 }), (data) => {
        if (parseHostMessage(data)) return;
        dispatch({ origin: PARTNER, source: parent, data });
      }),
    );
    expect(posted).toEqual([]);
    dispatch({ origin: PARTNER, source: parent, data: { type: MEASURE } });
    expect(posted).toEqual([{ message: { type: RESIZE, version: 1, height: 700 }, target: PARTNER }]);
    link.stop();
    expect(listeners.size).toBe(0);
    link.step('/vehicles/1/make');
    expect(posted).toHaveLength(1);
  });

  it('bounds what it measures', () => {
    const { win, posted } = fakeWindow();
    const spy = vi.fn(() => 1e9);
    openWidgetLink({ win, parentOrigin: PARTNER, content: fakeContent(spy) });
    expect(posted.at(-1)?.message).toEqual({ type: RESIZE, version: 1, height: MAX_HEIGHT });
  });
});
