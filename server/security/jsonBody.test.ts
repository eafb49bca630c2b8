import { describe, expect, it } from 'vitest';
import { charsetOf, forbiddenKeyPath, parseJsonBody, refuseNonUtf8Body } from './jsonBody';

const parse = (text: string) => {
  let result: { err: Error | null; body?: unknown } = { err: null };
  parseJsonBody(undefined, text, (err, body) => {
    result = { err, body };
  });
  return result;
};

describe('the JSON body parser', () => {
  it('parses ordinary JSON, constructor keys that are plain data included', () => {
    expect(parse('{"a":[1,{"b":null}],"constructor":"x"}')).toEqual({
      err: null,
      body: { a: [1, { b: null }], constructor: 'x' },
    });
  });

  it('names the path of a __proto__ key or a constructor.prototype, however deep or escaped', () => {
    expect(parse('[{"x":{"__proto__":{}}}]').err).toMatchObject({
      statusCode: 400,
      code: 'forbidden_key',
      field: 'body.0.x.__proto__',
    });
    expect(parse('{"\\u005f\\u005fproto__":1}').err).toMatchObject({ field: 'body.__proto__' });
    expect(parse('{"constructor":{"prototype":{"polluted":true}}}').err).toMatchObject({
      field: 'body.constructor.prototype',
    });
    const deep = `${'{"a":'.repeat(20_000)}{"__proto__":1}${'}'.repeat(20_000)}`;
    expect((parse(deep).err as Error & { field: string }).field).toMatch(/^body(\.a){20000}\.__proto__$/);
  });

  it("answers empty and malformed text with Fastify's own errors", () => {
    expect(parse('').err).toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 });
    expect(parse('{"a":').err).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
  });

  it('finds nothing in a body without forbidden keys', () => {
    expect(forbiddenKeyPath({ constructor: { name: 'x' }, list: [{ prototype: 1 }] })).toBeUndefined();
    expect(forbiddenKeyPath('__proto__')).toBeUndefined();
    // Object literals with a __proto__ key set the prototype, not an own key: nothing to find.
    expect(forbiddenKeyPath({ __proto__: { x: 1 } })).toBeUndefined();
  });
});

describe('the charset check', () => {
  it('reads the charset parameter however it is cased, spaced or quoted', () => {
    expect(charsetOf('application/json')).toBeUndefined();
    expect(charsetOf('application/json; charset=UTF-16')).toBe('utf-16');
    expect(charsetOf('application/json;CharSet="Latin1" ; x=y')).toBe('latin1');
    expect(charsetOf('application/json; boundary=x; charset = utf-8')).toBe('utf-8');
  });

  it('refuses a body in any charset but UTF-8 with a 415 naming the content type, and lets UTF-8 and bodiless requests by', async () => {
    const request = (type: string, length = '10') => ({ headers: { 'content-type': type, 'content-length': length } });
    await expect(refuseNonUtf8Body(request('application/json; charset=utf-16'))).rejects.toMatchObject({
      statusCode: 415,
      code: 'unsupported_charset',
      field: 'headers.content-type',
    });
    await expect(refuseNonUtf8Body(request('application/json; charset=windows-1252'))).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(refuseNonUtf8Body(request('application/json; charset=utf-8'))).resolves.toBeUndefined();
    await expect(refuseNonUtf8Body(request('application/json; charset=UTF8'))).resolves.toBeUndefined();
    await expect(refuseNonUtf8Body(request('application/json'))).resolves.toBeUndefined();
    await expect(refuseNonUtf8Body(request('application/json; charset=latin1', '0'))).resolves.toBeUndefined();
  });
});
