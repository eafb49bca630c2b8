import { describe, expect, it } from 'vitest';
import { clientOf } from './sinkQuota';

describe('clientOf', () => {
  it('counts an IPv4 address (IPv4-mapped too) as itself', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const forms = ['2001:db8:0:12::1', '2001:0db8:0000:0012:ffff:1:2:3', '2001:DB8:0:12:a::', '2001:db8:0:12::1%eth0'];
    for (const ip of forms) expect(clientOf(ip), ip).toBe('2001:db8:0:12::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientOf('2001:db8:0:13::1')).not.toBe(clientOf('2001:db8:0:12::1'));
  });
});
