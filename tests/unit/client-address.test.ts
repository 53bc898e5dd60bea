import { describe, expect, it } from "vitest";
import { clientAddress, normaliseAddress, trustedProxyHops } from "@/lib/http/client-address.mjs";

describe("client address (site server)", () => {
  it("is the socket's peer without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(clientAddress({ socketAddress: "127.0.0.2", forwardedFor: "9.9.9.9" })).toBe("127.0.0.2");
    expect(clientAddress({ socketAddress: "::ffff:203.0.113.7", forwardedFor: "9.9.9.9, 8.8.8.8", hops: 0 })).toBe("203.0.113.7");
  });

  it("takes the right hop of X-Forwarded-For with TRUST_PROXY=<number of proxies>", () => {
    // One proxy: it appended the address it saw; anything further left is the client's own claim.
    expect(clientAddress({ socketAddress: "10.0.0.1", forwardedFor: "6.6.6.6, 1.2.3.4", hops: 1 })).toBe("1.2.3.4");
    // Two proxies (CDN, then nginx): the second from the right.
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "6.6.6.6, 1.2.3.4, 10.0.0.1", hops: 2 })).toBe("1.2.3.4");
    // Repeated headers are one list.
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: ["6.6.6.6", "1.2.3.4, 10.0.0.1"], hops: 2 })).toBe("1.2.3.4");
    // A shorter chain than promised: its left-most address; none: the socket.
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.2.3.4", hops: 3 })).toBe("1.2.3.4");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, hops: 1 })).toBe("10.0.0.2");
    // Garbage where an address should be falls back to the socket, never becomes a key.
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "evil, not-an-ip", hops: 1 })).toBe("10.0.0.2");
  });

  it("keys IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    expect(normaliseAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("[2001:0db8::1]:443")).toBe("2001:db8:0:0::/64");
    expect(normaliseAddress("::1")).toBe("0:0:0:0::/64");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normaliseAddress("::ffff:127.0.0.3")).toBe("127.0.0.3");
    expect(normaliseAddress("1.2.3")).toBeNull();
    expect(normaliseAddress("")).toBeNull();
  });

  it("reads TRUST_PROXY as a number of proxies", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("0")).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    expect(trustedProxyHops("true")).toBe(1);
    expect(trustedProxyHops("banana")).toBe(0);
    expect(trustedProxyHops("99")).toBe(0);
  });
});
