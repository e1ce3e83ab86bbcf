/**
 * The consumer service (docs/requirements/account-and-loyalty.md#consumer-calls Consumer service), declared by schemas/api/consumer/.
 * Subscriptions (routes/subscriptions.ts) and event registration (routes/event-registration.ts)
 * are their own modules; the profile reads and writes the same subscription rows. The rules
 * live in src/sandbox/consumer/.
 */
import {
  addAddress,
  cancelOrder,
  completeProfile,
  contactUs,
  deleteAddress,
  deletePaymentInstrument,
  downloadInvoice,
  getCategorySubjects,
  getProfile,
  listPaymentInstruments,
  lookupConsumer,
  loyaltyToken,
  loyaltyVouchers,
  patchPaymentInstrument,
  purchaseDetails,
  purchaseHistory,
  resendGiftCardEmail,
  retrieveUserData,
  returnLabel,
  savePaymentInstrument,
  trackOrder,
  updateAddress,
  updateNotification,
  updateProfile,
  warrantyClaim,
  welcomePromo,
} from '../../../schemas/api/consumer/index.ts';
import { routerPath } from '../../../schemas/api/contract.ts';
import { accountByConsumerNo, accountByEmail } from '../auth/accounts.ts';
import { requireSession } from '../auth/session.ts';
import { addAddress as addToBook, deleteAddress as deleteFromBook, updateAddress as changeInBook } from '../consumer/addresses.ts';
import { categorySubjects, openCase, subjectIssue } from '../consumer/care.ts';
import { fieldFailure, newId, sendMail } from '../consumer/common.ts';
import { invoiceHtml, invoiceNumber, invoicePdf, returnLabelPdf } from '../consumer/documents.ts';
import { loyaltyToken as widgetToken, vouchers, welcomePromo as welcomeOffer } from '../consumer/loyalty.ts';
import { setNotifications } from '../consumer/notifications.ts';
import { isPartiallyEnrolled, phoneOf, profileView, requireAccount, updateProfile as applyProfile } from '../consumer/profile.ts';
import {
  cancelPurchase,
  createReturn,
  detailOf,
  emailMatches,
  findPurchase,
  giftCardLines,
  ownPurchase,
  purchasesOf,
  recordGiftCardResend,
  requireOwnerOrEmail,
  summaryOf,
  trackingOf,
} from '../consumer/purchases.ts';
import { deleteInstrument, listInstruments, patchInstrument, saveInstrument } from '../consumer/wallet.ts';
import { findProduct } from '../catalog/store.ts';
import { masterOf } from '../cart/catalogue.ts';
import { transaction } from '../db.ts';
import { apiFailure } from '../http/api-error.ts';
import { ContractViolation, contractRoute, parseRequest, queryObject, readJsonBody } from '../http/contract-route.ts';
import { APP_ID, HttpError, sendJson, siteOf } from '../http/exchange.ts';
import type { Route } from '../http/router.ts';

export const consumerRoutes: Route[] = [
  contractRoute(getProfile, ({ x, session, query }) => ({
    status: 200,
    body: { consumerProfile: profileView(x.db, requireAccount(x.db, session.consumerNo), siteOf(x), query.includeLoyaltySummary === true) },
  })),

  contractRoute(updateProfile, ({ x, session, query, body }) => {
    const site = siteOf(x);
    const { row } = applyProfile(x.db, session.consumerNo, body, site, 'overwrite');
    return { status: 200, body: { consumerProfile: profileView(x.db, row, site, query.includeLoyaltySummary === true) } };
  }),

  contractRoute(completeProfile, ({ x, session, query, body }) => {
    const site = siteOf(x);
    const { row, completed } = applyProfile(x.db, session.consumerNo, body, site, 'fill');
    const answer = { consumerProfile: profileView(x.db, row, site, query.includeLoyaltySummary === true) };
    return completed ? { status: 201, body: answer } : { status: 200, body: answer };
  }),

  contractRoute(loyaltyToken, ({ x, session, body }) => {
    if (body.usid !== session.usid) throw new HttpError(400, 'API400', "usid: not this session's user session id");
    return { status: 200, body: widgetToken(requireAccount(x.db, session.consumerNo), body.usid, body.referralCode) };
  }),

  contractRoute(welcomePromo, ({ x, session }) => ({ status: 200, body: welcomeOffer(requireAccount(x.db, session.consumerNo)) })),

  contractRoute(loyaltyVouchers, ({ x, session }) => ({ status: 200, body: vouchers(x.db, requireAccount(x.db, session.consumerNo), siteOf(x)) })),

  contractRoute(lookupConsumer, ({ x, query }) => {
    const account = accountByEmail(x.db, query.email);
    return {
      status: 200,
      body: {
        email: query.email,
        exists: account !== undefined,
        isLoyaltyMember: account?.member_id != null,
        partiallyEnrolled: account ? isPartiallyEnrolled(account) : false,
        nextStep: account ? 'sign-in' : 'sign-up',
      },
    };
  }),

  contractRoute(retrieveUserData, ({ x, body }) => {
    const account = accountByConsumerNo(x.db, body.consumerId.trim());
    // One answer for "no such consumer" and "not this email": a consumer id alone reveals nothing.
    if (!account || account.email.toLowerCase() !== body.email.toLowerCase()) throw apiFailure(404, 'PRO404', 'No account has this consumer id and email');
    const phone = phoneOf(account);
    return {
      status: 200,
      body: {
        consumerId: account.consumer_no,
        email: account.email,
        firstName: account.first_name,
        lastName: account.last_name,
        ...(phone ? { phone, ...(account.phone_code ? { phoneCode: account.phone_code } : {}) } : {}),
        ...(account.postal_code ? { postalCode: account.postal_code } : {}),
        isLoyaltyMember: account.member_id !== null,
      },
    };
  }),

  contractRoute(updateNotification, ({ x, session, body }) => ({ status: 200, body: { notifications: setNotifications(x.db, session.consumerNo, body.notifications, body.pushToken) } })),

  // ---- Addresses

  contractRoute(addAddress, ({ x, session, body }) => {
    requireAccount(x.db, session.consumerNo);
    return { status: 201, body: addToBook(x.db, session.consumerNo, body, siteOf(x)) };
  }),

  contractRoute(updateAddress, ({ x, session, params, body }) => ({ status: 200, body: changeInBook(x.db, session.consumerNo, params.addressId, body, siteOf(x)) })),

  contractRoute(deleteAddress, ({ x, session, params }) => ({ status: 200, body: { addresses: deleteFromBook(x.db, session.consumerNo, params.addressId) } })),

  // ---- Payment instruments

  contractRoute(listPaymentInstruments, ({ x, session }) => ({ status: 200, body: { paymentInstruments: listInstruments(x.db, session.consumerNo, siteOf(x)) } })),

  contractRoute(savePaymentInstrument, ({ x, session, body }) => {
    requireAccount(x.db, session.consumerNo);
    const saved = saveInstrument(x.db, session.consumerNo, body, siteOf(x));
    return { status: 201, body: { card: { paymentInstrumentId: saved.paymentInstrumentId }, paymentInstrument: saved } };
  }),

  contractRoute(patchPaymentInstrument, ({ x, session, params, body }) => ({ status: 200, body: patchInstrument(x.db, session.consumerNo, params.paymentInstrumentId, body, siteOf(x)) })),

  contractRoute(deletePaymentInstrument, ({ x, session, params }) => ({
    status: 200,
    body: { paymentInstruments: deleteInstrument(x.db, session.consumerNo, params.paymentInstrumentId, siteOf(x)) },
  })),

  // ---- Orders

  contractRoute(purchaseHistory, ({ x, session, body }) => {
    const all = purchasesOf(x.db, session.consumerNo).filter(
      (p) =>
        (!body.status || body.status.includes(p.status)) &&
        (!body.channel || p.channel === body.channel) &&
        (!body.from || p.createdAt.slice(0, 10) >= body.from) &&
        (!body.to || p.createdAt.slice(0, 10) <= body.to),
    );
    const page = all.slice(body.start, body.start + body.count);
    return { status: 200, body: { orders: page.map(summaryOf), total: all.length, start: body.start, count: page.length } };
  }),

  contractRoute(purchaseDetails, ({ x, session, params }) => ({ status: 200, body: detailOf(x.db, ownPurchase(x.db, session.consumerNo, params.orderId)) })),

  contractRoute(returnLabel, ({ x, session, params, body }) => {
    const { purchase, created } = createReturn(x.db, session.consumerNo, params.orderId, body.items, newId('RMA'));
    const detail = detailOf(x.db, purchase);
    const pdf = returnLabelPdf(detail, created, purchase.site);
    return {
      status: 201,
      body: {
        returnId: created.returnId,
        orderNumber: purchase.orderNumber,
        carrier: created.carrier,
        trackingNumber: created.trackingNumber,
        items: created.items,
        label: { contentType: 'application/pdf', fileName: `return-${created.returnId}.pdf`, data: pdf.toString('base64') },
        createdAt: created.createdAt,
      },
    };
  }),

  contractRoute(trackOrder, ({ x, body }) => {
    const purchase = findPurchase(x.db, body.orderNumber.trim());
    if (!purchase) throw new HttpError(404, 'OHS4004', `Order ${body.orderNumber} not found`);
    if (!emailMatches(purchase, body.email)) throw apiFailure(400, 'ORD400', 'This email does not match the order');
    return { status: 200, body: trackingOf(purchase) };
  }),

  contractRoute(cancelOrder, ({ x, session, query, body }) => {
    const email = body.email ?? query.email;
    const purchase = cancelPurchase(x.db, body.orderNumber.trim(), body.reason, body.comment, (p) => requireOwnerOrEmail(p, session.consumerNo, email));
    return { status: 200, body: detailOf(x.db, purchase) };
  }),

  contractRoute(resendGiftCardEmail, ({ x, session, body }) => {
    const purchase = ownPurchase(x.db, session.consumerNo, body.orderNumber.trim());
    const lines = giftCardLines(purchase, body.itemId);
    const now = new Date();
    const sent = lines.map((line) => ({ itemId: line.itemId, recipient: body.email ?? line.giftOption?.email ?? purchase.email ?? '' }));
    transaction(x.db, () => {
      for (const s of sent) {
        const line = lines.find((l) => l.itemId === s.itemId);
        sendMail(x.db, s.recipient, 'Your Cairn e-gift card', { orderNumber: purchase.orderNumber, itemId: s.itemId, amount: line?.price.current, currency: purchase.currency, to: line?.giftOption?.to, message: line?.giftOption?.message }, now);
      }
      recordGiftCardResend(x.db, purchase.orderNumber, sent, now);
    });
    return { status: 200, body: { orderNumber: purchase.orderNumber, sent: sent.map((s) => ({ ...s, sentAt: now.toISOString() })) } };
  }),

  // The invoice is a document, not JSON: the request is judged by its contract, the answer is a file.
  {
    method: downloadInvoice.method,
    path: routerPath(downloadInvoice.path),
    handler: async (x) => {
      const raw = await readJsonBody(x);
      const session = requireSession(x, 'registered');
      let parsed;
      try {
        parsed = parseRequest(downloadInvoice, { params: x.params, query: queryObject(x.url), body: raw });
      } catch (error) {
        if (!(error instanceof ContractViolation)) throw error;
        // The same answer contractRoute gives a request that breaks its contract: every issue with its field.
        return sendJson(x, 400, {
          errorDetails: error.issues.map((i) => ({ errorId: i.errorId, message: `${i.field}: ${i.message}`, field: i.field })),
          appId: APP_ID,
          correlationId: x.correlationId,
        });
      }
      const purchase = ownPurchase(x.db, session.consumerNo, parsed.body.orderNumber.trim());
      if (purchase.status === 'cancelled' || purchase.status === 'payment_pending') {
        throw new HttpError(409, 'ORD409', `Order ${purchase.orderNumber} has no invoice (${purchase.status.replaceAll('_', ' ')})`);
      }
      const detail = detailOf(x.db, purchase);
      const name = invoiceNumber(purchase.orderNumber);
      const pdf = parsed.query.format === 'pdf';
      const document = pdf ? invoicePdf(detail, purchase.site) : Buffer.from(invoiceHtml(detail, purchase.site), 'utf8');
      x.res.writeHead(200, {
        'Content-Type': pdf ? 'application/pdf' : 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.${pdf ? 'pdf' : 'html'}"`,
        'Content-Length': document.length,
        'Cache-Control': 'private, no-store',
      });
      x.res.end(document);
    },
  },

  // ---- Care

  contractRoute(getCategorySubjects, ({ x }) => ({ status: 200, body: categorySubjects(siteOf(x)) })),

  contractRoute(contactUs, ({ x, session, body }) => {
    const issue = subjectIssue(body.category, body.subject);
    if (issue) throw fieldFailure([issue]);
    const opened = openCase(x.db, {
      kind: 'contact',
      site: siteOf(x),
      consumerNo: session.consumerType === 'GUEST' ? undefined : session.consumerNo,
      email: body.email,
      body,
      subject: `We received your message (${body.category} / ${body.subject})`,
    });
    return { status: 201, body: { caseId: opened.caseId, category: body.category, subject: body.subject, email: body.email, createdAt: opened.createdAt } };
  }),

  contractRoute(warrantyClaim, ({ x, session, body }) => {
    if (!findProduct(x.db, masterOf(body.productId))) throw new HttpError(404, 'API404', `Product ${body.productId} not found`);
    if (body.purchaseDate > new Date().toISOString().slice(0, 10)) throw fieldFailure([{ field: 'body.purchaseDate', message: 'Date must be same or before today' }]);
    const registered = session.consumerType !== 'GUEST';
    if (body.orderNumber && registered) ownPurchase(x.db, session.consumerNo, body.orderNumber.trim());
    const opened = openCase(x.db, {
      kind: 'warranty',
      site: siteOf(x),
      consumerNo: registered ? session.consumerNo : undefined,
      email: body.email,
      body,
      subject: 'We received your warranty claim',
    });
    return { status: 201, body: { claimId: opened.caseId, status: 'RECEIVED', productId: body.productId, email: body.email, createdAt: opened.createdAt } };
  }),
];

