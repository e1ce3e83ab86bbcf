vcl 4.1;
#
# Cairn's shared cache (docs/architecture.md#how-it-is-deployed; docs/decisions.md "The production stack").
#
#   browser ──https──▶ TLS proxy ──▶ Varnish (this file) ──▶ storefront × N
#
# - Public pages are kept as their Cache-Control says: s-maxage is the TTL, stale-while-revalidate
#   is served while one background fetch refreshes, stale-if-error is served when the storefronts
#   fail. Nothing with Set-Cookie, `private`, `no-store` or `no-cache` is ever stored, nor anything
#   without caching headers.
# - /api/*, the shoppers' own pages (src/lib/site/private-routes.ts), /preview/*, /health* and any
#   request with an editor's preview cookie go to a storefront uncached. Public pages never see
#   the shopper's cookies.
# - Tracking parameters (utm_*, gclid, fbclid, msclkid…) are removed from the URL, so they never
#   split the cache; siteId, cms, preview, enrollment_marketing_source and content parameters stay.
# - PURGE with `xkey-purge: <tags>` (the pages' `xkey` header) drops every object with one of the
#   tags: only on the `purge` listen address, and only from the `purgers` ACL.
# - X-Cache: HIT, MISS or PASS. ETag on every stored object, so browsers revalidate with 304s.
#
# The backends, their addresses and the purge ACL differ per deployment: `backends.vcl` is found
# on vcl_path (the local stack writes one into .data/stack/varnish/; compose uses the one beside
# this file). It must declare `acl purgers` and, in vcl_init, `storefronts` as a shard director
# (directors.shard(), reconfigured after its backends are added): vcl_backend_fetch picks from it.

import std;
import directors;
import xkey;

# An instance that is not ready (its dependencies down, /health/ready 503) leaves the rotation.
probe ready {
  .url = "/health/ready";
  .interval = 2s;
  .timeout = 1s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

include "backends.vcl";

sub vcl_recv {
  # The instance is picked per backend request (vcl_backend_fetch).
  set req.backend_hint = storefronts.backend(resolve=LAZY);
  if (req.restarts == 0) {
    # Internal markers are ours to set, never a client's.
    unset req.http.X-Cairn-Fresh;
    unset req.http.X-Cairn-Spread;
  }

  if (req.method == "PURGE") {
    if (local.socket != "purge" || client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header required"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged"));
  }
  if (local.socket == "purge") {
    return (synth(405, "Purge only"));
  }

  # Tracking parameters: dropped from the URL (the key and what the storefront sees). The list is
  # Astro's route cache's own (astro/dist/core/cache/memory-provider.js), less `ref`.
  if (req.url ~ "(?i)[?&](utm_[^=&#]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|_ke|oly_anon_id|oly_enc_id|rb_clickid|s_cid|vero_id|wickedid|yclid|__s)(=|&|#|$)") {
    set req.url = regsuball(req.url, "(?i)(?<=[?&])(utm_[^=&#]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|_ke|oly_anon_id|oly_enc_id|rb_clickid|s_cid|vero_id|wickedid|yclid|__s)(=[^&#]*)?(&|(?=#)|$)", "");
    set req.url = regsub(req.url, "[?&]+(#|$)", "\1");
  }
  # One object per set of parameters, whatever their order.
  set req.url = std.querysort(req.url);

  if (req.method != "GET" && req.method != "HEAD") {
    # POST, PUT, PATCH, DELETE, OPTIONS: the storefront answers (the built-in VCL pipes the rest).
    if (req.method ~ "^(POST|PUT|PATCH|DELETE|OPTIONS)$") {
      return (pass);
    }
    return (synth(405, "Method not allowed"));
  }
  # The BFF, the shopper's own pages, editors' tools and health checks are never shared.
  if (req.url ~ "^/api/" ||
      req.url ~ "(?i)^/([a-z]{2}-[a-z]{2}/)?(cart|checkout|account|favorites|order-confirmation|order-status|associate-login|forgot-password)([/?#]|$)" ||
      req.url ~ "^/(preview|health)([/?#]|$)") {
    return (pass);
  }
  # The bare root answers per shopper (their remembered site, else their Accept-Language): it
  # sends no shared copy, and it needs the site-choice cookie (src/pages/index.astro).
  if (req.url ~ "^/([?#]|$)") {
    return (pass);
  }
  # An editor's preview session: their own view of drafts, never the shared copy.
  if (req.http.Cookie ~ "(^|;\s*)(__Host-)?cairn_preview=") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # Public pages are the same for everyone (docs/architecture.md#performance-rules): cookies neither reach them nor split the
  # cache. Whatever a page would set (it sets nothing) is not stored either (vcl_backend_response).
  unset req.http.Cookie;

  # After a restart from vcl_hit: this copy is past stale-while-revalidate, fetch a fresh one.
  # After the fresh fetch failed (vcl_synth): the object's own grace is the limit again
  # (req.grace outlives a restart and cannot be unset).
  if (req.http.X-Cairn-Fresh == "fetch") {
    set req.grace = 0s;
  } elsif (req.http.X-Cairn-Fresh == "stale") {
    set req.grace = 3650d;
  }
  return (hash);
}

sub vcl_hit {
  # Past s-maxage + stale-while-revalidate, with storefronts up: the shopper waits for a fresh
  # copy. The stored copy stays for stale-if-error (grace) and conditional requests (keep).
  if (obj.ttl < 0s && req.restarts == 0 && std.healthy(req.backend_hint) &&
      obj.ttl + std.duration(obj.http.X-Cairn-Swr, 0s) <= 0s) {
    set req.http.X-Cairn-Fresh = "fetch";
    return (restart);
  }
}

sub vcl_backend_fetch {
  # Each backend request draws a random point on the shard director's ring, kept for its retries:
  # the first try goes to that point's instance (over many requests, an even spread), and each
  # retry to the next instance along the ring, never the one that just failed (vcl_backend_error).
  # A round robin would resolve again on each retry, and the other requests taking turns in between
  # could send every retry to the same stopped instance.
  if (bereq.retries == 0) {
    set bereq.http.X-Cairn-Spread = std.integer(real=std.random(0, 4294967295));
  }
  set bereq.backend = storefronts.backend(by=KEY, key=std.integer(bereq.http.X-Cairn-Spread, 0), alt=bereq.retries, healthy=ALL);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.status >= 500) {
    # A failed refresh keeps the stale copy in service (stale-if-error): a background fetch
    # is dropped, a foreground one restarts to the stale copy (vcl_synth).
    if (bereq.is_bgfetch || bereq.http.X-Cairn-Fresh == "fetch") {
      return (abandon);
    }
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Only what the storefront marks cacheable is kept: no headers, no caching (the built-in VCL
  # would keep such answers for default_ttl).
  if (!beresp.http.Cache-Control && !beresp.http.Expires) {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # s-maxage (else max-age) is already the TTL; the two stale windows are ours to set.
  if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
    set beresp.http.X-Cairn-Swr = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1s");
  } else {
    set beresp.http.X-Cairn-Swr = "0s";
  }
  set beresp.grace = std.duration(beresp.http.X-Cairn-Swr, 0s);
  if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
    # Deliverable while the storefronts fail (vcl_hit lets healthy ones refresh past the swr
    # window), and kept as long again for conditional revalidation.
    set beresp.keep = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s);
    set beresp.grace = beresp.grace + beresp.keep;
  }
  # Tag purges: xkey indexes the `xkey` header; the storefront sends its tags as Surrogate-Key
  # (what CDNs read), copied here.
  if (!beresp.http.xkey && beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # The built-in rules follow: Set-Cookie, private, no-store, no-cache or TTL 0 → never stored.
  if (beresp.ttl > 0s && !beresp.http.Set-Cookie && !beresp.http.ETag &&
      beresp.http.Cache-Control !~ "(?i)(private|no-store|no-cache)") {
    # A validator for this stored copy: browsers revalidate with If-None-Match and get a 304 from
    # Varnish while the copy lives. It changes whenever the copy is replaced (fetch id and time).
    set beresp.http.ETag = {"""} + "c" + bereq.xid + "-" + std.integer(time=now) + {"""};
  }
}

sub vcl_backend_error {
  # The storefront could not be reached (stopped, restarting, not yet out of the rotation: the
  # probe needs about 6 s to notice): a request that may be repeated tries the next instance
  # (vcl_backend_fetch), up to three more (a refused connection fails at once, so they cost
  # little). POST/PUT/PATCH/DELETE are never repeated.
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 3) {
    return (retry);
  }
  # Every try failed: as for a 5xx, the stale copy answers.
  if (bereq.is_bgfetch || bereq.http.X-Cairn-Fresh == "fetch") {
    return (abandon);
  }
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # Cache internals stay inside.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.X-Cairn-Swr;
  unset resp.http.Via;
}

sub vcl_synth {
  # The fresh fetch failed: answer with the stored copy (stale-if-error).
  if (resp.status == 503 && req.http.X-Cairn-Fresh == "fetch" && req.restarts < 2) {
    set req.http.X-Cairn-Fresh = "stale";
    return (restart);
  }
  if (req.method == "PURGE" && resp.status == 200) {
    set resp.http.Content-Type = "application/json";
    set resp.body = {"{"purged":"} + req.http.X-Purged + "}";
    return (deliver);
  }
}
