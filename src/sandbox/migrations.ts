/**
 * The sandbox schema, as ordered migrations. Append new ones; never edit an applied one, or an
 * existing .data/sandbox.db silently misses the change (run `npm run sandbox:reset` when unsure).
 */
import { articleSeedSql } from './seed/articles.ts';
import { socialSeedSql } from './seed/social.ts';
import { consumerSeedSql } from './seed/consumer.ts';
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue and content',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      -- One small row per product for listings; the full product is in product_bodies, so scans stay cheap.
      CREATE TABLE products (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        category_id TEXT NOT NULL,
        department TEXT NOT NULL,
        released_at TEXT NOT NULL,
        image TEXT NOT NULL,
        badge TEXT,
        eyebrow TEXT,
        target_publish_date TEXT,
        presale INTEGER NOT NULL DEFAULT 0,
        product_type TEXT,
        colors TEXT NOT NULL,
        search_text TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX products_category ON products (category_id, position);
      CREATE INDEX products_released ON products (released_at);
      CREATE INDEX products_name ON products (name COLLATE NOCASE);

      -- The currency-neutral product (prices in USD cents); stock lives in inventory.
      CREATE TABLE product_bodies (id TEXT PRIMARY KEY, body TEXT NOT NULL);

      -- The price summary per currency, in cents, so listings sort and filter without parsing bodies.
      CREATE TABLE product_prices (
        product_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        low_original INTEGER NOT NULL,
        high_original INTEGER NOT NULL,
        low_current INTEGER NOT NULL,
        high_current INTEGER NOT NULL,
        historic_best INTEGER NOT NULL,
        discount_percent REAL NOT NULL,
        PRIMARY KEY (currency, product_id)
      ) WITHOUT ROWID;
      CREATE INDEX product_prices_low ON product_prices (currency, low_current);

      -- Facet values (color, size) a product comes in.
      CREATE TABLE product_facets (
        facet TEXT NOT NULL,
        value TEXT NOT NULL,
        product_id TEXT NOT NULL,
        PRIMARY KEY (facet, value, product_id)
      ) WITHOUT ROWID;
      CREATE INDEX product_facets_product ON product_facets (product_id);

      CREATE TABLE inventory (
        variant_id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity >= 0)
      );
      CREATE INDEX inventory_product ON inventory (product_id, position);

      -- CMS documents. page is '' in single-document areas so the upsert key has no NULLs.
      -- body is the augmented page exactly as served (JSON text): the hot path never parses it.
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        doc_id TEXT NOT NULL,
        site TEXT NOT NULL,
        area TEXT NOT NULL,
        page TEXT NOT NULL DEFAULT '',
        mode TEXT NOT NULL CHECK (mode IN ('publish', 'preview')),
        parent TEXT,
        name TEXT NOT NULL DEFAULT '',
        publish_from INTEGER,
        publish_until INTEGER,
        updated_at TEXT NOT NULL,
        referrers INTEGER NOT NULL DEFAULT 0,
        body TEXT NOT NULL,
        UNIQUE (site, area, page, mode)
      );
      CREATE INDEX documents_fragment ON documents (area, page);
      CREATE INDEX documents_parent ON documents (site, parent);
    `,
  },
  {
    version: 60,
    name: 'carts, orders, saved-for-later, gift cards (src/sandbox/cart)',
    sql: `
      -- A cart is one JSON document (items, addresses, instruments, coupons) behind a row that
      -- carries what is queried: its owner and whether it became an order.
      CREATE TABLE carts (
        id TEXT PRIMARY KEY,
        owner TEXT,
        site_id TEXT NOT NULL,
        currency TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'ordered')),
        order_number TEXT,
        body TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX carts_owner ON carts (owner, state, updated_at);

      -- cart_id is UNIQUE: a cart becomes at most one order, whatever the callers do.
      CREATE TABLE orders (
        order_number TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL UNIQUE,
        owner TEXT,
        site_id TEXT NOT NULL,
        status TEXT NOT NULL,
        st TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_owner ON orders (owner, created_at);

      -- One row per place-order attempt key: a retried attempt gets the first answer back.
      CREATE TABLE order_attempts (
        owner TEXT NOT NULL,
        attempt_key TEXT NOT NULL,
        cart_id TEXT NOT NULL,
        status INTEGER NOT NULL,
        response TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (owner, attempt_key)
      ) WITHOUT ROWID;

      CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;

      CREATE TABLE saved_lists (
        id TEXT PRIMARY KEY,
        owner TEXT,
        site_id TEXT NOT NULL,
        body TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX saved_lists_owner ON saved_lists (owner);

      -- Gift cards are face value in any currency unless currency is set.
      CREATE TABLE gift_cards (
        number TEXT PRIMARY KEY,
        pin TEXT NOT NULL,
        balance INTEGER NOT NULL CHECK (balance >= 0),
        currency TEXT
      ) WITHOUT ROWID;
      INSERT INTO gift_cards (number, pin, balance, currency) VALUES
        ('6006491111111111', '1234', 5000, NULL),
        ('6006492222222222', '1234', 50000, NULL),
        ('6006493333333333', '1234', 1000, NULL),
        ('6006490000000000', '1234', 0, NULL),
        ('6006495555555555', '1234', 10000, 'EUR');

      -- Units of a store's shelf stock promised to pickup orders and reservations.
      CREATE TABLE store_stock_used (
        store_id TEXT NOT NULL,
        variant_id TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity >= 0),
        PRIMARY KEY (store_id, variant_id)
      ) WITHOUT ROWID;

      CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL,
        store_id TEXT NOT NULL,
        variant_id TEXT NOT NULL,
        qty INTEGER NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX reservations_cart ON reservations (cart_id);

      CREATE TABLE device_fingerprints (
        id TEXT PRIMARY KEY,
        cart_id TEXT,
        session_id TEXT,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 30,
    name: 'journal articles and their tags (src/sandbox/seed/articles.ts)',
    // The rows come with the tables: a database of any age, a reseed and a test database all
    // have the journal. Built when applied, not when this module loads.
    get sql() {
      return `
      -- body is the article as served (title, subtitle, picture, media, tagIds, text), JSON.
      CREATE TABLE articles (
        site TEXT NOT NULL,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        published_at TEXT NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (site, id)
      ) WITHOUT ROWID;
      CREATE INDEX articles_newest ON articles (site, published_at DESC, position);

      CREATE TABLE article_tags (
        site TEXT NOT NULL,
        tag_id TEXT NOT NULL,
        article_id TEXT NOT NULL,
        published_at TEXT NOT NULL,
        PRIMARY KEY (site, tag_id, article_id)
      ) WITHOUT ROWID;

      CREATE TABLE article_tag_labels (
        site TEXT NOT NULL,
        tag_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        label TEXT NOT NULL,
        PRIMARY KEY (site, tag_id)
      ) WITHOUT ROWID;
      ${articleSeedSql()}
    `;
    },
  },
  {
    version: 31,
    name: 'social media service: streams, media, reports, uploads (src/sandbox/seed/social.ts)',
    get sql() {
      return `
      -- A stream is a product on the social service; its tag key is the product id.
      CREATE TABLE social_streams (id TEXT PRIMARY KEY, product_id TEXT NOT NULL UNIQUE, category_id TEXT NOT NULL) WITHOUT ROWID;

      -- Approved media are shown; uploads wait as pending until moderated.
      CREATE TABLE social_media (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        url TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        caption TEXT NOT NULL DEFAULT '',
        username TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('instagram', 'upload')),
        status TEXT NOT NULL CHECK (status IN ('approved', 'pending')),
        user_id TEXT,
        taken_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX social_media_recent ON social_media (status, taken_at DESC);

      CREATE TABLE social_media_streams (media_id TEXT NOT NULL, stream_id TEXT NOT NULL, PRIMARY KEY (stream_id, media_id)) WITHOUT ROWID;
      CREATE TABLE social_media_categories (media_id TEXT NOT NULL, category_id TEXT NOT NULL, PRIMARY KEY (category_id, media_id)) WITHOUT ROWID;

      CREATE TABLE social_reports (
        id INTEGER PRIMARY KEY,
        media_id TEXT NOT NULL,
        email TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE social_stashes (id TEXT PRIMARY KEY, created_at TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE social_users (id TEXT PRIMARY KEY, screen_name TEXT NOT NULL, email TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL) WITHOUT ROWID;
      ${socialSeedSql()}
    `;
    },
  },
  {
    version: 50,
    name: 'accounts, sign-in codes, token families, lockout (src/sandbox/auth)',
    sql: `
      -- Registered shoppers and employees. Guests have no row: their consumer_no lives on their tokens.
      CREATE TABLE accounts (
        consumer_no TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        -- Digits with the dialling code (13035550100): one account per phone number.
        phone TEXT UNIQUE,
        phone_code TEXT,
        password_hash TEXT NOT NULL,
        consumer_type TEXT NOT NULL CHECK (consumer_type IN ('REGISTERED', 'EMPLOYEE')),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        birth_date TEXT,
        gender TEXT,
        postal_code TEXT,
        member_id TEXT UNIQUE,
        loyalty_opt_in_date TEXT,
        employee_tc_accepted INTEGER NOT NULL DEFAULT 0,
        is_athlete INTEGER NOT NULL DEFAULT 0,
        identity_types TEXT NOT NULL DEFAULT '[]',
        store_employee_id TEXT UNIQUE,
        -- The sign-up payload's subscriptions and source, as sent (JSON).
        signup TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      );

      -- Failed sign-ins per email, whether or not an account has it: the answers for an unknown
      -- email and a wrong password must not differ, lockout warnings included. Times in ms.
      CREATE TABLE login_failures (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        failures INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        locked_until INTEGER
      ) WITHOUT ROWID;

      -- Authorization codes from sign-in, by hash, with their PKCE S256 challenge.
      CREATE TABLE auth_codes (
        code_hash TEXT PRIMARY KEY,
        consumer_no TEXT NOT NULL,
        challenge TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER,
        family_id TEXT,
        conflict_answered INTEGER NOT NULL DEFAULT 0
      ) WITHOUT ROWID;

      -- One family per sign-in (or guest session): its refresh tokens rotate, and reuse of a
      -- rotated one revokes the family with every access token in it.
      CREATE TABLE token_families (
        family_id TEXT PRIMARY KEY,
        consumer_no TEXT NOT NULL,
        consumer_type TEXT NOT NULL,
        usid TEXT NOT NULL,
        store_id TEXT,
        store_employee_id TEXT,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      ) WITHOUT ROWID;
      CREATE INDEX token_families_consumer ON token_families (consumer_no);

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        rotated_at INTEGER
      ) WITHOUT ROWID;
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX access_tokens_family ON access_tokens (family_id);
      CREATE INDEX access_tokens_expiry ON access_tokens (expires_at);

      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        consumer_no TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      ) WITHOUT ROWID;

      -- Mail the sandbox would have sent (reset links), readable at GET /__sandbox/outbox?to=.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox (recipient, id);
    `,
  },
  {
    version: 20,
    name: 'newsletter and SMS subscriptions, event registrations (routes/subscriptions.ts, routes/event-registration.ts)',
    sql: `
      -- One subscription per site, type and recipient (a lower-cased email, or an E.164 phone).
      CREATE TABLE subscriptions (
        site_id TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('Newsletter', 'LoyaltyNewsletter', 'SMS')),
        recipient TEXT NOT NULL,
        channel TEXT NOT NULL,
        optin INTEGER NOT NULL CHECK (optin IN (0, 1)),
        double_optin INTEGER NOT NULL CHECK (double_optin IN (0, 1)),
        category TEXT,
        country TEXT NOT NULL,
        region TEXT NOT NULL,
        optin_date TEXT,
        optout_date TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (site_id, type, recipient)
      ) WITHOUT ROWID;
      CREATE INDEX subscriptions_recipient ON subscriptions (recipient);

      -- One registration per event and (lower-cased) email.
      CREATE TABLE event_registrations (
        registration_id TEXT PRIMARY KEY,
        site_id TEXT NOT NULL,
        event_id TEXT NOT NULL,
        email TEXT NOT NULL,
        consumer_no TEXT,
        attending_days TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        gender TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        plus_one TEXT NOT NULL,
        terms_accepted INTEGER NOT NULL CHECK (terms_accepted = 1),
        registration_timestamp TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (event_id, email)
      );
    `,
  },
  {
    version: 40,
    name: 'experimentation event log (src/sandbox/routes/experiments.ts)',
    sql: `
      -- One row per batch the experimentation client delivered, kept as sent: tests and engineers
      -- read back what arrived, and in how many batches.
      CREATE TABLE experiment_event_batches (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        project_id TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        events INTEGER NOT NULL,
        body TEXT NOT NULL
      );
    `,
  },
  {
    version: 70,
    name: 'consumer service, favorites, reviews, notify-me (src/sandbox/consumer, wishlists, reviews; seed/consumer.ts)',
    get sql() {
      return `
      -- What the consumer service keeps beyond the account row: preferences (interests, shoe size,
      -- favorite store) and notification choices, as JSON.
      CREATE TABLE consumer_profiles (
        consumer_no TEXT PRIMARY KEY,
        preferences TEXT NOT NULL DEFAULT '{}',
        notifications TEXT NOT NULL DEFAULT '[]',
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE consumer_addresses (
        address_id TEXT PRIMARY KEY,
        consumer_no TEXT NOT NULL,
        approach_type TEXT NOT NULL CHECK (approach_type IN ('S', 'B')),
        main INTEGER NOT NULL DEFAULT 0 CHECK (main IN (0, 1)),
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX consumer_addresses_owner ON consumer_addresses (consumer_no, approach_type, created_at);
      -- docs/requirements/account-and-loyalty.md#addresses: one main address per approach type, whatever the code does.
      CREATE UNIQUE INDEX consumer_addresses_one_main ON consumer_addresses (consumer_no, approach_type) WHERE main = 1;

      -- Saved cards and gift cards. A card keeps brand, last 4, expiry and its test outcome, never
      -- its number: the fingerprint (SHA-256) is how "already exists" is found.
      CREATE TABLE consumer_payment_instruments (
        payment_instrument_id TEXT PRIMARY KEY,
        consumer_no TEXT NOT NULL,
        method TEXT NOT NULL CHECK (method IN ('CREDIT_CARD', 'GIFT_CARD')),
        fingerprint TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (consumer_no, fingerprint)
      );
      CREATE INDEX consumer_payment_instruments_owner ON consumer_payment_instruments (consumer_no, created_at);
      CREATE UNIQUE INDEX consumer_payment_instruments_one_default ON consumer_payment_instruments (consumer_no) WHERE is_default = 1;

      -- Orders from before the sandbox's checkout (seeded) and in-store purchases, as snapshots
      -- (src/sandbox/consumer/archive.ts). Web orders are in orders (migration 60).
      CREATE TABLE order_history (
        order_number TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        created_at TEXT NOT NULL,
        body TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_history_owner ON order_history (owner, created_at);

      -- What happened to an order after it was placed, for either table: a cancellation, return
      -- labels, e-gift card mails sent again.
      CREATE TABLE order_aftercare (
        id INTEGER PRIMARY KEY,
        order_number TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('cancelled', 'return', 'giftcard_resent')),
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX order_aftercare_order ON order_aftercare (order_number, kind);
      CREATE UNIQUE INDEX order_aftercare_cancelled_once ON order_aftercare (order_number) WHERE kind = 'cancelled';

      -- Contact-us messages and warranty claims.
      CREATE TABLE customer_cases (
        case_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'warranty')),
        site_id TEXT NOT NULL,
        consumer_no TEXT,
        email TEXT NOT NULL COLLATE NOCASE,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE favorite_lists (
        id TEXT PRIMARY KEY,
        owner TEXT,
        site_id TEXT NOT NULL,
        -- The share link's token: it shows the list read-only, nothing more, so it is kept as is
        -- (the same link can be answered again until the owner rotates it).
        share_token TEXT,
        shared_at TEXT,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX favorite_lists_owner ON favorite_lists (owner, updated_at);

      CREATE TABLE favorite_items (
        item_id TEXT PRIMARY KEY,
        favorite_id TEXT NOT NULL,
        -- What was added: a master id or a variant id.
        product_id TEXT NOT NULL,
        item_type TEXT NOT NULL,
        qty INTEGER NOT NULL CHECK (qty > 0),
        added_at TEXT NOT NULL,
        UNIQUE (favorite_id, product_id)
      ) WITHOUT ROWID;
      CREATE INDEX favorite_items_list ON favorite_items (favorite_id, added_at);

      -- Reviews and questions shoppers wrote here; the catalogue's own are generated per product
      -- (src/sandbox/reviews/generated.ts), so they cost nothing at any --scale.
      CREATE TABLE reviews (
        review_id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        author TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (product_id, author)
      ) WITHOUT ROWID;
      CREATE INDEX reviews_product ON reviews (product_id, created_at);

      CREATE TABLE questions (
        question_id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX questions_product ON questions (product_id, created_at);

      -- Helpful votes on reviews and answers, and review reports: one per shopper and target.
      CREATE TABLE ugc_votes (
        target_id TEXT NOT NULL,
        voter TEXT NOT NULL,
        helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
        created_at TEXT NOT NULL,
        PRIMARY KEY (target_id, voter)
      ) WITHOUT ROWID;
      CREATE TABLE ugc_flags (
        target_id TEXT NOT NULL,
        voter TEXT NOT NULL,
        reason TEXT NOT NULL,
        comment TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (target_id, voter)
      ) WITHOUT ROWID;

      -- Notify-me (PUT /products/v1/notifications): who waits for which sold-out variant.
      CREATE TABLE back_in_stock (
        variant_id TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        site_id TEXT NOT NULL,
        consumer_no TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (variant_id, email)
      ) WITHOUT ROWID;
      ${consumerSeedSql()}
    `;
    },
  },
  {
    version: 80,
    name: 'programme ledgers: loyalty points, athlete credit, employee and prosumer spend (src/sandbox/cart/ledger.ts)',
    sql: `
      -- Signed entries per consumer and programme; a figure is its opening (ledger.ts) plus the sum.
      -- points: points (redeem < 0, earn > 0); athlete, employee, prosumer: cents of currentSpend.
      -- Never updated: a failed authentication or a cancellation appends reversal entries.
      CREATE TABLE programme_ledger (
        id INTEGER PRIMARY KEY,
        consumer_no TEXT NOT NULL,
        programme TEXT NOT NULL CHECK (programme IN ('points', 'athlete', 'employee', 'prosumer')),
        kind TEXT NOT NULL CHECK (kind IN ('redeem', 'earn', 'spend', 'reversal')),
        amount INTEGER NOT NULL,
        order_number TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX programme_ledger_consumer ON programme_ledger (consumer_no, programme);
      CREATE INDEX programme_ledger_order ON programme_ledger (order_number);
    `,
  },
  {
    version: 1301,
    name: 'catalogue search and facet indexes (issue 13, scale): trigram text index, position covering index',
    sql: `
      -- search_text LIKE '%word%' scanned every product. A trigram FTS5 index answers the same
      -- substring match (case-insensitive, words of 3 characters or more) from an index; its rowid
      -- is products.position. Contentless: the text stays in products; triggers keep it in step.
      CREATE VIRTUAL TABLE products_search USING fts5(search_text, content='', contentless_delete=1, tokenize='trigram');
      INSERT INTO products_search (rowid, search_text) SELECT position, search_text FROM products;
      CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
        INSERT INTO products_search (rowid, search_text) VALUES (new.position, new.search_text);
      END;
      CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
        DELETE FROM products_search WHERE rowid = old.position;
      END;
      CREATE TRIGGER products_search_update AFTER UPDATE OF position, search_text ON products BEGIN
        DELETE FROM products_search WHERE rowid = old.position;
        INSERT INTO products_search (rowid, search_text) VALUES (new.position, new.search_text);
      END;
      -- Search hits come back as positions: their category (facet counts) without reading the row.
      CREATE INDEX products_position_category ON products (position, category_id);
      -- The catalogue's version: any product row written moves it, so the in-memory facet index
      -- (src/sandbox/catalog/facet-index.ts) knows when to rebuild. Prices and facets are only
      -- ever written with their product (catalog/store.ts).
      INSERT OR REPLACE INTO meta (key, value) VALUES ('catalogue_version', '0');
      CREATE TRIGGER products_version_insert AFTER INSERT ON products BEGIN
        UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue_version';
      END;
      CREATE TRIGGER products_version_update AFTER UPDATE ON products BEGIN
        UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue_version';
      END;
      CREATE TRIGGER products_version_delete AFTER DELETE ON products BEGIN
        UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue_version';
      END;
      -- Statistics for the new index, or the planner keeps reading whole rows (the seed analyses everything again).
      ANALYZE products;
    `,
  },
];
