# Backends for compose.yaml (the local stack, `npm run stack`, writes its own copy with local
# ports into .data/stack/varnish/, found first on vcl_path). Included by default.vcl, which
# declares `probe ready` (GET /health/ready).

backend storefront_1 {
  .host = "storefront-1";
  .port = "4321";
  .probe = ready;
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
}

backend storefront_2 {
  .host = "storefront-2";
  .port = "4321";
  .probe = ready;
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
}

# Who may purge (on the purge listen address only): the storefronts, which relay the CMS's
# signed publish webhook.
acl purgers {
  "localhost";
  "storefront-1";
  "storefront-2";
}

# A shard director: default.vcl's vcl_backend_fetch spreads requests over it and sends a retry
# to another instance than the one that failed.
sub vcl_init {
  new storefronts = directors.shard();
  storefronts.add_backend(storefront_1);
  storefronts.add_backend(storefront_2);
  storefronts.reconfigure();
}
