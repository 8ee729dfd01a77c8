// Generated from openapi/openapi.yaml by scripts/generateTypes.ts (openapi-typescript).
// Do not edit: change the contract and run `pnpm --filter @talent/api-client generate`.
export interface paths {
    "/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password.
         * @description Returns an access token and sets the refresh-token cookie. When the client requires device
         *     verification and the browser (`actorDeviceUUID`) is not trusted, answers 202 instead: a
         *     confirmation link was sent through the principal channel; following it logs in with
         *     `POST /authorizeWithUrlToken`. 422 when the client enables reCAPTCHA and `reCaptchaToken`
         *     does not verify. Failed attempts are throttled, never locked: after a few failures for an
         *     account from one address, and after many from one address over all accounts, that address
         *     waits a delay that grows with each further failure (429 `auth.tooManyLoginAttempts` with
         *     `Retry-After`); a success resets the account's count for the address. The owner logging in
         *     from another address is not slowed.
         */
        post: operations["authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorizeWithUrlToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a token from a link the server sent (device confirmation, activation).
         * @description URL tokens are single-use tokens embedded in links of messages the server sends for an
         *     existing account (device confirmation, login after activation). A 400 means the token
         *     expired; a 401 that it is unknown or already used.
         */
        post: operations["authorizeWithUrlToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorizeWithLinkedInToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a LinkedIn OpenID Connect ID token.
         * @description The ID token is verified against the issuer's JWKS. 404 when no account uses this identity.
         */
        post: operations["authorizeWithLinkedInToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorizeWithOtlToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a one-time-link token.
         * @description Exchanges the token of a link requested with `POST /oneTimeLinkLogin`. 400 when the link
         *     expired (state `e`), 404 when the token is unknown (`n_f`), 401 when it was already used or
         *     is otherwise invalid (`i`).
         */
        post: operations["authorizeWithOtlToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorizeWithGoogleToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a Google OpenID Connect ID token.
         * @description The ID token is verified against the issuer's JWKS. 404 when no account uses this identity.
         */
        post: operations["authorizeWithGoogleToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorizeWithAuth0Token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an Auth0 OpenID Connect ID token.
         * @description The ID token is verified against the issuer's JWKS. 404 when no account uses this identity.
         */
        post: operations["authorizeWithAuth0Token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorizeWithMobileToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the code sent by SMS to a mobile number.
         * @description 400 when the code expired (ask for a new one with `PUT /freelancer/resetPhoneCode`), 401 when it is wrong.
         */
        post: operations["authorizeWithMobileToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the refresh-token cookie for a new access token and a rotated cookie.
         * @description The refresh token is the HttpOnly cookie `auth.refresh`, which page scripts cannot read.
         *     Refresh tokens rotate: each is accepted once, and the answer sets the next one. Presenting
         *     a refresh token that was already rotated revokes its whole family (every token descending
         *     from the same login, and the access tokens issued with them) and answers 401; a rejected
         *     cookie is cleared. The body is an empty JSON object: its content type makes a browser
         *     preflight any cross-origin request, and a request that another site started
         *     (`Sec-Fetch-Site` other than same-origin, or an `Origin` of another host) is refused with
         *     403 `auth.crossSiteRequest`.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oneTimeLinkLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time login link by email.
         * @description Always answers 202 with state `s` (sent), whether or not an account uses the email, so the
         *     answer does not reveal who is registered. The link opens the portal, which logs in with
         *     `POST /authorizeWithOtlToken`.
         */
        post: operations["oneTimeLinkLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out (revokes the session and clears the refresh-token cookie).
         * @description Revokes the session of the access token (and the one of the `auth.refresh` cookie, when it
         *     belongs to the same account): the access token answers 401 from the next request on, on
         *     every server, and the refresh token is refused. The answer clears the cookie. No body.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in freelancer. */
        get: operations["getFreelancer"];
        /** Update the freelancer's name and subscription. */
        put: operations["updateFreelancer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password (the current one is required when the account has one). */
        put: operations["resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/resetPhoneCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a new login code by SMS to a mobile number.
         * @description Always 202 with the new code's expiry, whether or not an account uses the number.
         */
        put: operations["resetPhoneCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/resetForgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password with the token from a forgot-password email.
         * @description 400 when the token expired, 401 when it is unknown or already used.
         */
        put: operations["resetForgotPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/clientSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Subscribe to or unsubscribe from the client's job emails. */
        put: operations["updateClientSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/clientSubscription/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the subscription from an email's unsubscribe link, without logging in. */
        put: operations["updateClientSubscriptionByUuid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/updateResidenceCountry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the country of residence. */
        put: operations["updateResidenceCountry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/updateProfileInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update profile information (address, mobile number, title, availability, description, rate…).
         * @description Fields the client hides for this user (`GET /freelancer/hiddenFields`) are rejected with 422.
         */
        put: operations["updateProfileInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/cv/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Generate (or regenerate) the CV as a PDF from the profile.
         * @description The generated CV replaces the previous generated one and appears in `GET /freelancer/cv/resources`.
         *     429 after 20 generations in an hour, and `file.workInProgress` while two of the freelancer's
         *     uploads, CV readings or generations are still in progress (retry after `Retry-After` seconds).
         */
        put: operations["generateCvPdf"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/cv/pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an uploaded or generated CV. */
        delete: operations["deleteCvPdf"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/notAvailable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Periods in which the freelancer is not available. */
        get: operations["listNotAvailable"];
        put?: never;
        /** Add a period of unavailability. */
        post: operations["createNotAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/notAvailable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a period of unavailability. */
        put: operations["updateNotAvailable"];
        post?: never;
        /** Remove a period of unavailability. */
        delete: operations["deleteNotAvailable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's standard rate. */
        get: operations["getRate"];
        /** Set the freelancer's standard rate. */
        put: operations["updateRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forgotPassword/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password-reset link.
         * @description Always 202, whether or not an account uses the email, so the answer does not reveal who is registered.
         */
        post: operations["sendForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the freelancer's locale (used for emails and SMS). */
        post: operations["setLocale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register with email and password.
         * @description Creates an unverified account and emails an activation link (`GET /freelancer/activate`).
         *     409 when the email is already registered; 422 when the password is too weak (at least 10
         *     characters with a letter and a digit, not the email) or reCAPTCHA fails.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/registerFromPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with a mobile number; a login code is sent by SMS. */
        post: operations["registerFromPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/registerFromLinkedIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with a LinkedIn ID token and log in. */
        post: operations["registerFromLinkedIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/registerFromGoogle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with a Google ID token and log in. */
        post: operations["registerFromGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/registerFromAuth0": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with an Auth0 ID token and log in. */
        post: operations["registerFromAuth0"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/fillMissingRegistrationData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete an account created from an identity token (name, residence country, agreements). */
        post: operations["fillMissingRegistrationData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone to the portal. */
        post: operations["createReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/securityId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a security id (an identifier the client requires for some projects).
         * @description 422 when the value does not match the project's pattern (`GET /project/{id}/securityIdPattern`).
         */
        post: operations["createSecurityId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/securityIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's security ids. */
        get: operations["listSecurityIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/legal/needsToAgree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which current terms and privacy statement the freelancer has not agreed to yet. */
        get: operations["getLegalNeedsToAgree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/legal/agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agree to the current terms and/or privacy statement. */
        post: operations["agreeToLegal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/tosDeactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate the account (from the account page, or because the freelancer does not agree to the terms).
         * @description A deactivated account can no longer log in; its tokens are revoked.
         */
        post: operations["deactivateForTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/email/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an email is already registered (for the sign-up form's unique-email check). */
        post: operations["emailExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/phone/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a mobile number is already registered. */
        post: operations["phoneExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/phoneCode/expiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** When the current SMS code for a mobile number expires. */
        post: operations["getPhoneCodeExpiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/changeEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start changing the email; a confirmation link goes to the new address.
         * @description Until confirmed, the new address is the freelancer's `futureEmail`. With `resendEmail` the link is sent again.
         */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/confirmUpdatedEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new email with the token from the confirmation link.
         * @description Works without logging in (the link may be opened on another device). 400 expired, 401 unknown or used.
         */
        post: operations["confirmUpdatedEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's structured CV (skills, languages, employment, education, certificates). */
        get: operations["getCv"];
        /**
         * Replace the freelancer's structured CV (skills, tools, languages, histories).
         * @description The profile page edits the CV in sections and sends the whole CV back. Tags are trimmed and
         *     de-duplicated, a language appears once, an ongoing entry has no end, and an end before its
         *     start is refused with 422. The answer is the stored CV, histories newest first.
         */
        put: operations["updateCv"];
        /**
         * Upload a CV (PDF only, at most 10 MiB).
         * @description The file is checked by content, not by name: it must be a PDF that opens without a password,
         *     has at most 1,000 pages, every one of which can be read within the server's time and memory
         *     limits, and carries no active content (scripts, launch actions, embedded files, rich media,
         *     XFA forms: 415 `file.pdfActiveContent`). With `isOverWriteCV=true` the upload replaces the
         *     freelancer's newest uploaded CV; otherwise it is added (at most 10 uploaded CVs, else 409).
         *     429 after 30 uploads in an hour or 100 in a day, and `file.workInProgress` while two of the
         *     freelancer's uploads, CV readings or generations are still in progress (retry after
         *     `Retry-After` seconds). 503 when too many files are being checked at once or the storage
         *     cannot write (retry after `Retry-After` seconds), 507 when the storage is full; nothing is
         *     stored either way.
         */
        post: operations["uploadCv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/strength": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How complete the profile is, and what is missing. */
        get: operations["getProfileStrength"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/cv/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's CV files (uploaded and generated). */
        get: operations["listCvResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/cv/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read profile data out of an uploaded CV.
         * @description 400 when the CV cannot be parsed (its message says why: no text layer, damaged, password); the
         *     portal tolerates it and lets the freelancer type the data. 429 `file.workInProgress` while
         *     two of the freelancer's uploads, CV readings or generations are still in progress; 503 when
         *     too many files are being read at once (retry after `Retry-After` seconds either way).
         */
        get: operations["parseCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activate an account with the token from the activation email.
         * @description 400 when the token expired (ask for a new email), 401 when it is unknown or used.
         */
        get: operations["activateAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/verifyEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the email with the token from the verification email.
         * @description 400 when the token expired, 401 when it is unknown or used.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/hasPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the account has a password (accounts from phone or identity tokens may not). */
        get: operations["hasPassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/sendActivationEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the activation email again to the logged-in, unverified freelancer. */
        get: operations["sendActivationEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/resendEmailVerification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the confirmation link for a pending email change again. */
        get: operations["resendEmailVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/hiddenFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile fields the client hides for this freelancer. */
        get: operations["getHiddenFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/notificationSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's email settings (job emails on or off, the job notification digest). */
        get: operations["getNotificationSettings"];
        /**
         * Change the freelancer's email settings.
         * @description `jobNotificationDigest` (new projects of the pools whose job notifications are on, in one
         *     daily or weekly mail) can be set only where the client switched the job notification digest
         *     on (config `jobNotificationDigest`); elsewhere 422 `notifications.digestUnavailable`.
         */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's signed-in sessions (one per login), the current one marked. */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one session out (its refresh token stops working; its access token is refused). */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/signOutEverywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every session of the freelancer, this one included.
         * @description Every refresh token is revoked and every access token issued until now is refused, so each
         *     browser and app has to log in again.
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which version of the terms and of the privacy policy the freelancer accepted, and when. */
        get: operations["listConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/dataExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of the freelancer's latest data export ("download my data"). */
        get: operations["getDataExport"];
        put?: never;
        /**
         * Start building a zip of everything the portal holds about the freelancer.
         * @description Built in the background: the profile, answers, applications with their timelines, devices,
         *     sessions, consents, subscriptions and job alerts as JSON, plus every uploaded or generated
         *     file. When it is ready an email with an expiring download link is sent. Asking again while
         *     an export is being built answers that export.
         */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dataExport/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a data export with the emailed, expiring link. */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freelancer/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the account and the personal data (GDPR erasure), after re-authentication.
         * @description An account with a password confirms with it (422 `account.wrongPassword` otherwise); an
         *     account without one must have logged in within the last 10 minutes (403
         *     `account.recentLoginRequired`). Personal data and files are removed or anonymised, sessions
         *     revoked and the client's system told (the VMS feed and webhook). What must be kept is listed
         *     in the API's README (retention).
         */
        post: operations["eraseAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userDevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's known devices (browsers). */
        get: operations["listUserDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userDevices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register this browser (its `_brws_id` UUID) as one of the freelancer's devices.
         * @description The device becomes trusted for the client's user device validity (365 days by default) once
         *     it is verified: at once when the client does not require device verification, otherwise
         *     after the confirmation link sent through the principal channel is followed.
         */
        post: operations["registerUserDevice"];
        /** Forget a device; it is no longer trusted. */
        delete: operations["deleteUserDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userDevices/{id}/isTrusted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a device is trusted and its trust has not expired. */
        get: operations["isUserDeviceTrusted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flexOnboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The onboarding structure of a type. */
        get: operations["getOnboarding"];
        /** Save the answers of one onboarding step. */
        put: operations["saveOnboardingStep"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flexOnboarding/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile answers collected by onboarding. */
        get: operations["getOnboardingProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change some profile answers. */
        patch: operations["patchOnboardingProfile"];
        trace?: never;
    };
    "/flexOnboarding/long/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish the long onboarding.
         * @description 422 lists the required rows that are still empty. On success the freelancer's `hasCompletedOnboarding` is true.
         */
        post: operations["storeLongOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flexOnboarding/short/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish the short onboarding, started from a job saved before login. */
        post: operations["storeShortOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's job categories (offered as preferences in onboarding). */
        get: operations["listClientCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pools grouped under CMS categories, and the pools without one.
         * @description If the CMS cannot be read every pool is returned as an orphan.
         */
        get: operations["listPoolsByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Look an address or place up (city and country), with its problems. */
        post: operations["resolveLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/project/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search projects as a logged-in freelancer (excluded projects are left out). */
        post: operations["searchProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publicsearch/project/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search projects anonymously.
         * @description 403 when the client has public search disabled.
         */
        post: operations["publicSearchProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/pool/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search pools. */
        post: operations["searchPools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project (job).
         * @description Public. With a bearer token the answer is personalised (`excluded`, `applicationId`);
         *     anonymous visitors get the public fields. Closed or paused projects stay readable; their
         *     `status` says they are not open. A project the client had and that was deleted is 410
         *     `project.removed` (its page is gone for good); an id the client never had is 404
         *     `project.notFound`.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/ext/{vmsId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project (job) by the client's own id (the page `/projects/ext/{id}`).
         * @description As `getProject`, for the project whose `vmsId` this is. 404 `project.notFound` when the
         *     client has no project with it; 410 `project.removed` when it had one that was deleted (and
         *     none has the id now). Visitors of a client without public search get 403
         *     `search.publicSearchDisabled` (they log in first), as for the public search.
         */
        get: operations["getProjectByVmsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/siteLocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities and countries that have projects. */
        get: operations["listSiteLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exclude projects from the freelancer's search results, or include them again. */
        post: operations["setProjectExclusions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/exclude/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one project as "not interested"; it no longer appears in the freelancer's searches. */
        post: operations["excludeProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/listExclusions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects the freelancer excluded. */
        get: operations["listProjectExclusions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/pageOpen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count a view of the project page. */
        get: operations["countProjectPageOpen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/securityIdFaqVerbiage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The explanation shown next to the security id the project requires. */
        get: operations["getSecurityIdFaqVerbiage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/securityIdPattern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pattern a security id for this project must match. */
        get: operations["getSecurityIdPattern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/apply/rates/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rate shown to the client for a rate the freelancer proposes, and back. */
        get: operations["calculateApplicationRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/applicationFlow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The freelancer's application draft for this project.
         * @description 404 when there is no draft; create one with `POST /projectApplication`.
         */
        get: operations["getApplicationFlow"];
        put?: never;
        post?: never;
        /** Cancel (delete) the application draft. */
        delete: operations["cancelApplicationFlow"];
        options?: never;
        head?: never;
        /**
         * Save one step of the application draft.
         * @description Fields present in the body replace the draft's; others are kept. 409 when the project closed meanwhile.
         */
        patch: operations["patchApplicationFlow"];
        trace?: never;
    };
    "/project/{id}/finishFlow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the application.
         * @description The server moves the application from UNDER_CONSTRUCTION to SEND_PENDING and, once the
         *     client's system has it, to SENT_TO_CLIENT (or SEND_FAILED). 409 when the project is no
         *     longer open or the freelancer already applied; 422 when an answer, the CV or the slot is invalid.
         */
        post: operations["finishApplicationFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What applying to this project involves (questions, rate units, cover letter, live interview…). */
        get: operations["getProjectOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project/{id}/similars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects similar to this one (same pools, category or language; open ones first). */
        get: operations["listSimilarProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pool. */
        get: operations["getPool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's pool memberships (applied, accepted, rejected). */
        get: operations["listPoolMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/membership/accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pools that accepted the freelancer. */
        get: operations["listAcceptedPoolMemberships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/membership/{id}/switchNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the notifications of a pool membership on or off. */
        post: operations["switchPoolMembershipNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}/membership/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to join a pool.
         * @description 409 when the freelancer already is a member or has applied.
         */
        post: operations["applyToPool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}/membership/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a pool (or withdraw the application to it). */
        delete: operations["cancelPoolMembership"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}/toggleJobNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn notifications about new jobs in a pool on or off. */
        post: operations["togglePoolJobNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}/toggleJobNotification/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn job notifications of a pool off (or on) from an email link, without logging in. */
        post: operations["togglePoolJobNotificationByUuid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}/projectApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's applications to projects of a pool. */
        get: operations["listPoolProjectApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pool/{id}/projectInvitations/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's open invitations to projects of a pool. */
        get: operations["listPoolOpenInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's applications. */
        get: operations["listApplications"];
        put?: never;
        /**
         * Start an application to a project (an UNDER_CONSTRUCTION draft).
         * @description Returns the existing draft with 200 when the freelancer already has one for the project; 409 when the freelancer already applied or the project is not open.
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's unfinished application drafts. */
        get: operations["listApplicationDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a submitted application (when it can still be edited).
         * @description 409 when the application can no longer be edited (`canEdit` false).
         */
        put: operations["updateApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Withdraw an application.
         * @description 409 when the application is already withdrawn, hired or rejected.
         */
        put: operations["withdrawApplication"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pre-application questions of the application's project. */
        get: operations["listApplicationQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/flowsteps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The steps of the application flow and which are done. */
        get: operations["listApplicationFlowSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/calendar/freebusy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free live-interview slots for the application. */
        get: operations["listInterviewSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/legal/agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agree to the terms and/or privacy statement of the application's client. */
        post: operations["agreeToApplicationLegal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application as submitted, for editing. */
        get: operations["loadApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectApplication/{id}/assessment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assessment the client asks for, if any. */
        get: operations["getApplicationAssessment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectInvitation/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's open invitations to apply. */
        get: operations["listOpenInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectInvitation/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Decline an invitation to apply.
         * @description 409 when the invitation is no longer open (already declined, expired, canceled or applied to).
         */
        put: operations["declineInvitation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client (tenant) answering on this host, and its configuration with defaults applied. */
        get: operations["getClientContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/breadcrumbs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Breadcrumbs for public pool and location pages. */
        get: operations["getBreadcrumbs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The affiliate attribution the server recorded for this request. */
        get: operations["getAffiliate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's languages. */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries with calling codes and translated names.
         * @description Names are in the request's language (`Accept-Language`), with translations for the client's languages.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/image/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An image, as WebP, optionally resized.
         * @description Cached on the server (10 entries, one hour) and over HTTP (`ETag`, `Cache-Control`); answers 304
         *     to a matching `If-None-Match`. Resized only to one of a few widths (`ImageWidth`), so that every
         *     image has at most six renderings; without `width`, at most 2048 pixels on the longest edge.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (a cover letter, a profile image, a document).
         * @description Multipart field `resource`. Files are checked by content, in full, before anything is stored:
         *     cover letters and documents must be PDF (at most 10 MiB and 1,000 pages) that opens without a
         *     password, whose every page can be read within the server's time and memory limits, and that
         *     carries no active content (scripts, launch actions, embedded files, rich media, XFA forms: 415
         *     `file.pdfActiveContent`); profile images PNG, JPEG or WebP (at most 5 MiB, 50 megapixels) that
         *     decode completely. 429 after 30 uploads in an hour or 100 in a day, and `file.workInProgress`
         *     while two of the freelancer's uploads, CV readings or generations are still in progress
         *     (retry after `Retry-After` seconds). 503 when too many files are being checked at once or
         *     the storage cannot write (retry after `Retry-After` seconds), 507 when the storage is full;
         *     nothing is stored either way.
         */
        post: operations["uploadResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/napi/resource/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content of one of the freelancer's files (an uploaded or generated CV, a cover letter, a document).
         * @description Only the caller's own files. The answer carries the file's type and, in `Content-Disposition`, its
         *     name (as an attachment). Profile images are also served, resized, by `GET /image/{uuid}`.
         */
        get: operations["downloadResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/napi/resource/{id}/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an uploaded file is (name, type, size). */
        get: operations["getResourceMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/napi/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current announcement (e.g. planned maintenance), if any. */
        get: operations["getAnnouncement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobAlerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The freelancer's job alerts (saved searches mailed as a digest). */
        get: operations["listJobAlerts"];
        put?: never;
        /**
         * Save a search as a job alert ("notify me about new projects like these").
         * @description New projects matching the search are mailed daily or weekly. Saving an alert turns the
         *     freelancer's job emails on (it is an explicit request for them). At most 20 alerts (409
         *     `jobAlert.limit`).
         */
        post: operations["createJobAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobAlerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename an alert, change its frequency, or pause it. */
        put: operations["updateJobAlert"];
        post?: never;
        /** Delete a job alert. */
        delete: operations["deleteJobAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email settings named by a mail's unsubscribe link, without logging in. */
        get: operations["getSubscriptionByUuid"];
        /** Change the email settings from a mail's link, without logging in. */
        put: operations["updateSubscriptionByUuid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{uuid}/jobAlerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop one job alert from a mail's link, without logging in. */
        delete: operations["deleteJobAlertByUuid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{uuid}/oneClick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RFC 8058 one-click unsubscribe (the `List-Unsubscribe-Post` target of every email).
         * @description Mail clients POST `List-Unsubscribe=One-Click` here. With `alert`, only that job alert stops
         *     (the digest it sent); without, the freelancer's job emails stop (`subscribed` false).
         */
        post: operations["oneClickUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's published categories from the CMS.
         * @description All published categories of this client (no limit). Each category's translations are
         *     narrowed to the locale and its fallback languages (e.g. `uk` falls back to `en`).
         */
        get: operations["listCmsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's footer links from the CMS for a locale.
         * @description Links of this client whose `link_language` is the locale and `link_on_tux` is true (no limit).
         */
        get: operations["listCmsLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's content pages (terms, privacy, imprint, accessibility, help) for a locale. */
        get: operations["listCmsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One content page in the locale (or its fallback language), in its current version.
         * @description The text is the CMS's Markdown rendered to sanitised HTML. `terms` and `privacy` carry the
         *     version a freelancer agrees to: publishing a new version makes the expired-terms dialog
         *     appear for everyone who agreed to an older one.
         */
        get: operations["getCmsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Job feed — upsert a batch of the client's projects by their vmsId.
         * @description Server to server: authenticated with the client's integration API key (`X-Api-Key`), never
         *     with a talent access token. The tenant is the host's, as everywhere; a key of another client
         *     is a 401. A client without a configured key has the feed switched off (403
         *     `integration.disabled`).
         *
         *     Each item is the **complete** state of one job: it is created, or the project with the same
         *     `vmsId` is replaced (fields left out become empty or take their default), or left alone when
         *     nothing differs (`unchanged`). The batch runs in one transaction; an item that breaks a
         *     business rule (unknown pool id, currency or language the client does not use, unknown
         *     country, …) is reported in `errors` with its index and does not stop the others. A request
         *     that does not match this schema (e.g. more than 500 items) is a 400 and nothing is written.
         *
         *     **Closing.** With `closeMissing: true`, every ACTIVE or PAUSED project of the client that has
         *     a vmsId which is neither in `projects` (valid or not) nor in `keepVmsIds` becomes CLOSED,
         *     after the upserts and in the same transaction. A feed larger than one batch sends its
         *     batches without `closeMissing` and then a last request with `closeMissing: true` and the
         *     vmsIds of the earlier batches in `keepVmsIds` (or simply all of the feed's vmsIds there, with
         *     an empty `projects`). Projects without a vmsId are never closed by the feed.
         *
         *     **The guard.** A request that would close more than a share of the client's open projects
         *     with a vmsId (25 % by default, the server's `IMPORT_MAX_CLOSE_SHARE`; never fewer than 10)
         *     is refused with 409 `integration.closeMissingTooMany` and writes nothing — a feed cut
         *     short, or the example below sent as is, would otherwise close the client's whole catalog —
         *     unless it says `force: true`. The result lists the vmsIds it closed (`closedVmsIds`).
         */
        post: operations["importProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VMS — where application changes are delivered (without the signing secret).
         * @description 404 `integration.webhookMissing` when none is set (changes are then read from the feed).
         */
        get: operations["getVmsWebhook"];
        /**
         * VMS — set the webhook that receives application changes; answers a new signing secret once.
         * @description Every change of a submitted application (`VmsEvent`) is POSTed as JSON to `url`, with
         *     `X-Talent-Event-Id: <event id>` (stable across retries: deduplicate by it) and
         *     `X-Talent-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
         *     To verify: recompute the HMAC over the raw body as received, compare in constant time,
         *     and refuse a `t` more than 5 minutes away from your clock. Any 2xx answer (within 10 s)
         *     counts as delivered; anything else is retried with exponential backoff. A submitted
         *     application whose first delivery is accepted becomes SENT_TO_CLIENT; one that fails
         *     every retry becomes SEND_FAILED.
         *
         *     Setting the webhook again replaces it and its secret (the old secret stops working at
         *     once). `url` is https, or http to a loopback host (development), without credentials.
         */
        put: operations["setVmsWebhook"];
        post?: never;
        /**
         * VMS — stop webhook deliveries (changes stay readable from the feed).
         * @description Idempotent; 204 also when no webhook was set.
         */
        delete: operations["deleteVmsWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/applications/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VMS — the changes of submitted applications, in order, from a cursor.
         * @description The same events the webhook delivers, oldest first (by event id), each with the
         *     application as it is now. Without `cursor` the feed starts at the beginning; pass the
         *     answer's `nextCursor` to read only later events. `nextCursor` is always returned: with
         *     no new events it is the cursor you sent, so polling with it is safe. Events appear in
         *     the order they were committed, so a cursor never skips one.
         */
        get: operations["listVmsApplicationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VMS — one submitted application.
         * @description 404 for an unknown id and for a draft (not submitted yet).
         */
        get: operations["getVmsApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VMS — move a submitted application (sent to client, active, hired, rejected, …).
         * @description Moves the application by the documented state machine (actor VMS): from SEND_PENDING or
         *     SEND_FAILED to SENT_TO_CLIENT or a review status; from SENT_TO_CLIENT to ACTIVE,
         *     UNCONFIRMED, HIRED, REJECTED_BY_MSP or REJECTED_BY_VMS; between ACTIVE and UNCONFIRMED and
         *     from them to the final statuses. HIRED, the rejections and WITHDRAWN are final. Any other
         *     move is a 409 `integration.transitionRefused` whose `detail` names both statuses.
         *
         *     `eventId` is your id of this change: sending the same change again (a retry after a lost
         *     answer) answers 200 with the application as it is and changes nothing; the same
         *     `eventId` for another application is a 409 `integration.eventIdReused`. Each accepted
         *     change emails the talent.
         */
        post: operations["setVmsApplicationStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/applications/{id}/documents/{document}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * VMS — an application's CV or cover letter, through the signed link of its `VmsApplication`.
         * @description No API key: the link itself is the credential (`cvUrl`, `coverLetterUrl`). It carries its
         *     expiry (Unix seconds, 7 days after it was made) and an HMAC-SHA256 signature the server
         *     made over the client, the application, the document and the expiry. A link that was
         *     altered is a 403 `integration.linkInvalid`, an expired one a 410
         *     `integration.linkExpired` (read the application again for a fresh link).
         */
        get: operations["downloadVmsApplicationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VMS — invite a talent to apply to a project.
         * @description The talent by `freelancerId` or `freelancerEmail`, the project by `projectId` or
         *     `projectVmsId` (one of each: 400 otherwise). 404 `integration.talentNotFound` /
         *     `integration.projectNotFound`; 409 `integration.projectClosed` (not open, or past its
         *     deadline), `integration.alreadyApplied` (the talent submitted an application to it) or
         *     `integration.alreadyInvited` (an open invitation exists); 422 when `expiresAt` is not in
         *     the future. The talent is emailed. With `eventId`, sending the same invitation again
         *     answers 200 with the invitation created the first time; the same `eventId` for another
         *     talent or project is a 409 `integration.eventIdReused`.
         */
        post: operations["createVmsInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/invitations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VMS — cancel an open invitation (state cn, code can).
         * @description 409 `integration.invitationNotOpen` when it is no longer open (canceled, expired, completed); cancelling a canceled one again answers 200.
         */
        post: operations["cancelVmsInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration/projects/{vmsId}/interviewSlots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * VMS — the recruiter's interview availability for a project (replaces its free slots).
         * @description Replaces the project's free slots with `slots`. Slots held or booked by an application are
         *     kept whatever `slots` says (and reported with `booked: true`); a slot of `slots` equal to
         *     a kept one is that slot. Each slot must start in the future and end after it starts, and
         *     the slots must not overlap each other or a kept slot (422 with `fieldErrors` at
         *     `slots.<index>`: `integration.slotInPast`, `integration.slotEndBeforeStart`,
         *     `integration.slotOverlap`). 404 `integration.projectNotFound`.
         */
        put: operations["setVmsInterviewSlots"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description How often a digest mail is sent (daily at 07:00 UTC, weekly on Mondays).
         * @enum {string}
         */
        DigestFrequency: "DAILY" | "WEEKLY";
        /**
         * @example {
         *       "subscribed": true,
         *       "jobNotificationDigest": "WEEKLY",
         *       "digestAvailable": true
         *     }
         */
        NotificationSettings: {
            /** @description Job emails (alerts and digests) on or off. */
            subscribed: boolean;
            /** @description The digest of new projects in the freelancer's pools; null when off. */
            jobNotificationDigest: components["schemas"]["DigestFrequency"] | null;
            /** @description Whether the client offers the job notification digest. */
            digestAvailable: boolean;
        };
        NotificationSettingsUpdate: {
            subscribed?: boolean;
            jobNotificationDigest?: components["schemas"]["DigestFrequency"] | null;
        };
        Session: {
            id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["DateTime"];
            lastUsedAt: components["schemas"]["DateTime"];
            userAgent: string | null;
            /** @description The session of this request. */
            current: boolean;
        };
        SessionList: {
            results: components["schemas"]["Session"][];
        };
        Consent: {
            /** @enum {string} */
            document: "terms" | "privacy";
            version: string;
            agreedAt: components["schemas"]["DateTime"];
        };
        ConsentList: {
            results: components["schemas"]["Consent"][];
        };
        /**
         * @example {
         *       "status": "READY",
         *       "requestedAt": "2026-11-24T09:00:00Z",
         *       "readyAt": "2026-11-24T09:00:05Z",
         *       "expiresAt": "2026-12-01T09:00:05Z"
         *     }
         */
        DataExport: {
            /** @enum {string} */
            status: "NONE" | "PENDING" | "READY" | "EXPIRED" | "FAILED";
            requestedAt?: components["schemas"]["DateTime"];
            readyAt?: components["schemas"]["DateTime"];
            expiresAt?: components["schemas"]["DateTime"];
        };
        ErasureRequest: {
            /**
             * Format: password
             * @description Required when the account has a password.
             */
            password?: string;
        };
        JobAlertInput: {
            name: string;
            frequency: components["schemas"]["DigestFrequency"];
            /** @description Free text (the search page's `any`). */
            query?: string;
            filters?: components["schemas"]["ProjectSearchFilters"];
        };
        JobAlertUpdate: {
            name?: string;
            frequency?: components["schemas"]["DigestFrequency"];
            active?: boolean;
        };
        /**
         * @example {
         *       "id": 3,
         *       "name": "Java in Berlin",
         *       "frequency": "DAILY",
         *       "active": true,
         *       "query": "java",
         *       "filters": {
         *         "location": {
         *           "city": "Berlin",
         *           "country": "DE"
         *         }
         *       },
         *       "createdAt": "2026-11-20T10:00:00Z",
         *       "lastSentAt": null
         *     }
         */
        JobAlert: {
            id: components["schemas"]["Id"];
            name: string;
            frequency: components["schemas"]["DigestFrequency"];
            active: boolean;
            query?: string;
            filters?: components["schemas"]["ProjectSearchFilters"];
            createdAt: components["schemas"]["DateTime"];
            lastSentAt?: components["schemas"]["DateTime"] | null;
        };
        JobAlertList: {
            results: components["schemas"]["JobAlert"][];
        };
        SubscriptionOverview: {
            subscribed: boolean;
            jobNotificationDigest: components["schemas"]["DigestFrequency"] | null;
            digestAvailable: boolean;
            alerts: components["schemas"]["JobAlert"][];
            /** @description The accepted pool memberships; `uuid` is the job-notification toggle's link id. */
            pools: {
                id: components["schemas"]["Id"];
                name: components["schemas"]["ShortText"];
                uuid: components["schemas"]["Uuid"];
                jobNotificationsEnabled: boolean;
            }[];
        };
        OneClickUnsubscribe: {
            /** @enum {string} */
            "List-Unsubscribe"?: "One-Click";
        };
        CmsPageSummary: {
            slug: string;
            title: components["schemas"]["ShortText"];
            version: string;
            language: string;
            publishedAt?: components["schemas"]["DateTime"];
        };
        CmsPage: {
            slug: string;
            title: components["schemas"]["ShortText"];
            version: string;
            language: string;
            publishedAt?: components["schemas"]["DateTime"];
            /** @description Sanitised HTML rendered from the CMS's Markdown. */
            html: string;
        };
        CmsPageList: {
            results: components["schemas"]["CmsPageSummary"][];
        };
        /**
         * Format: int64
         * @description Numeric id.
         */
        Id: number;
        /** Format: uuid */
        Uuid: string;
        ShortText: string;
        PersonName: string;
        /** Format: email */
        Email: string;
        /**
         * Format: password
         * @description At least 10 characters with at least one letter and one digit; must not contain the email's local part.
         */
        Password: string;
        /** @description An opaque single-use token (base64url) from a link the server sent. */
        LinkToken: string;
        Jwt: string;
        /** @description ISO 3166-1 alpha-2 country code. */
        Iso2: string;
        /**
         * Format: int32
         * @description A city's stable id: its GeoNames id (geonames.org), the same whatever language its name is written in ("München", "Munich" and "Monaco di Baviera" are 2867714).
         */
        PlaceId: number;
        /** @description Two letters, optionally a dash and two capitals (e.g. `en`, `de-CH`). */
        Locale: string;
        /** @description ISO 4217 currency code. */
        Currency: string;
        /** Format: date-time */
        DateTime: string;
        /** Format: date */
        Date: string;
        /** Format: uri */
        Url: string;
        /**
         * Format: uri-reference
         * @description An absolute URL or a path on the portal's origin.
         */
        UrlReference: string;
        HexColor: string;
        Money: number;
        /** Format: int32 */
        Count: number;
        /** Format: binary */
        Binary: Blob;
        /**
         * @description Display status of an application.
         * @enum {string}
         */
        ApplicationStatus: "SENT_TO_CLIENT" | "SEND_FAILED" | "ACTIVE" | "UNCONFIRMED" | "HIRED" | "REJECTED_BY_MSP" | "REJECTED_BY_VMS" | "WITHDRAWN" | "SEND_PENDING" | "UNDER_CONSTRUCTION";
        /**
         * @description Short code of a display status (a active, h hired, rm rejected by MSP, rv rejected by VMS, sf send failed, sp send pending, s2c sent to client, uc unconfirmed, co under construction, w withdrawn).
         * @enum {string}
         */
        ApplicationStatusCode: "a" | "h" | "rm" | "rv" | "sf" | "sp" | "s2c" | "uc" | "co" | "w";
        /**
         * @description Long-form application status.
         * @enum {string}
         */
        ApplicationLongStatus: "ACCEPTED" | "ARCHIVED_ACCEPTED" | "DELETED" | "PENDING" | "REJECTED" | "WITHDRAWN";
        /**
         * @description ACTIVE is open; every other status is closed.
         * @enum {string}
         */
        ProjectStatus: "ACTIVE" | "CLOSED" | "PAUSED";
        /**
         * @description Invitation status code.
         * @enum {string}
         */
        InvitationCode: "sf" | "cre" | "inv" | "can" | "exp" | "str" | "com" | "cf" | "uc";
        /**
         * @description Invitation state (cr created, st started, cn canceled, ex expired, cm completed).
         * @enum {string}
         */
        InvitationState: "cr" | "st" | "cn" | "ex" | "cm";
        /** @enum {string} */
        WorkPreference: "HYBRID" | "ONSITE" | "REMOTE";
        /**
         * @description Short form of a work preference (hy HYBRID, on ONSITE, rm REMOTE).
         * @enum {string}
         */
        WorkPreferenceCode: "hy" | "on" | "rm";
        /** @enum {string} */
        VerificationMode: "principal" | "alternative" | "disabled";
        /**
         * @description Why an interview-slot lookup gave no slot.
         * @enum {string}
         */
        SlotResult: "ERROR" | "NO_FREE_SLOTS" | "NO_SUITABLE_SLOTS";
        /** @enum {string} */
        LoginMethod: "linkedin" | "google" | "auth0" | "email" | "otl" | "mobile";
        /** @enum {string} */
        LoginFlow: "signup" | "login";
        /**
         * @description One-time-link state (n_t no token, s sent, e expired, n_f not found, i invalid).
         * @enum {string}
         */
        OneTimeLinkState: "n_t" | "s" | "e" | "n_f" | "i";
        /** @enum {string} */
        RateType: "ABSOLUTE" | "PERCENTAGE";
        /** @enum {string} */
        RateUnit: "HR" | "DAY" | "WEEK" | "MONTH" | "YEAR" | "PROJECT";
        /** @enum {string} */
        AddressLookupResult: "LOOKUP_ERROR" | "SUCCESS" | "SERVER_ERROR" | "PROCESSING_ERROR" | "NOT_A_LOCATION";
        /** @enum {string} */
        AddressIssue: "IMPRECISE" | "INVALID" | "REQUIRED";
        /** @enum {string} */
        FormMode: "CREATE" | "UPDATE" | "PATCH";
        /**
         * Format: int32
         * @description How a CV or cover letter is provided (1 FILE, 2 GENERATED).
         * @enum {integer}
         */
        DocumentMethod: 1 | 2;
        /** @enum {string} */
        OnboardingType: "short" | "long";
        /**
         * @description A profile field the client may hide.
         * @enum {string}
         */
        HiddenFieldName: "homeAddress.addressLine1" | "homeAddress.addressLine2" | "homeAddress.street" | "homeAddress.city" | "homeAddress.zip" | "homeAddress.state" | "homeAddress.country" | "mobileNumber" | "profileImage" | "firstName" | "lastName" | "professionalTitle" | "availability" | "description" | "linkedinHandle" | "hourRate";
        /** @enum {string} */
        ResourceKind: "COVER_LETTER" | "PROFILE_IMAGE" | "DOCUMENT";
        /**
         * Format: int32
         * @description A width, in pixels, that images are served at (@talent/domain `IMAGE_WIDTHS`): avatars at 32 and
         *     64 CSS pixels, the profile photo at 128, logos and pictures up to 256, each with its 2x.
         * @enum {integer}
         */
        ImageWidth: 32 | 64 | 128 | 256 | 512;
        /** @enum {string} */
        PoolMembershipStatus: "APPLIED" | "ACCEPTED" | "REJECTED";
        /** @enum {string} */
        AssessmentStatus: "NONE" | "PENDING" | "COMPLETED" | "EXPIRED";
        /** @enum {string} */
        SortDirection: "asc" | "desc";
        /**
         * @description An RFC 9457 problem with translatable message ids.
         * @example {
         *       "type": "https://talent.invalid/problems/rejected",
         *       "title": "The request was rejected.",
         *       "status": 422,
         *       "instance": "req-7f3a9c",
         *       "messages": [
         *         "error.validation"
         *       ],
         *       "fieldErrors": [
         *         {
         *           "field": "password",
         *           "messages": [
         *             "validation.passwordTooWeak"
         *           ]
         *         }
         *       ]
         *     }
         */
        Problem: {
            /**
             * Format: uri
             * @description Identifies the kind of problem.
             */
            type: string;
            /** @description Short English summary (for logs; show `messages` to users). */
            title: string;
            /** Format: int32 */
            status: number;
            detail?: string;
            /** @description Request id, for support. */
            instance?: string;
            /** @description Message ids the portal translates (e.g. `validation.emailInUse`). */
            messages: string[];
            fieldErrors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description Dot path of the field in the request body (e.g. `phone.number`). */
            field: string;
            messages: string[];
        };
        Accepted: {
            /** @constant */
            accepted: true;
        };
        PasswordLogin: {
            email: components["schemas"]["Email"];
            /** Format: password */
            password: string;
            actorDeviceUUID?: components["schemas"]["Uuid"];
            reCaptchaToken?: components["schemas"]["ReCaptchaToken"];
        };
        /** @description reCAPTCHA response token; required when the client has reCAPTCHA enabled. */
        ReCaptchaToken: string;
        UrlTokenLogin: {
            urlToken: components["schemas"]["LinkToken"];
            actorDeviceUUID?: components["schemas"]["Uuid"];
        };
        OtlTokenLogin: {
            otlToken: components["schemas"]["LinkToken"];
            actorDeviceUUID?: components["schemas"]["Uuid"];
        };
        IdentityTokenLogin: {
            idToken: components["schemas"]["Jwt"];
            actorDeviceUUID?: components["schemas"]["Uuid"];
        };
        MobileTokenLogin: {
            phone: components["schemas"]["Phone"];
            code: string;
            actorDeviceUUID?: components["schemas"]["Uuid"];
        };
        /**
         * @description Empty: the refresh token travels in the `auth.refresh` cookie. A JSON body is still
         *     required, so a browser preflights any cross-origin request (a form cannot send one).
         * @example {}
         */
        RefreshTokenRequest: Record<string, never>;
        /**
         * @description The access token; the refresh token is the HttpOnly cookie `auth.refresh`, never in the body.
         * @example {
         *       "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl",
         *       "token_type": "Bearer",
         *       "expires_in": 900,
         *       "expires_at": "2026-11-21T12:15:00Z"
         *     }
         */
        TokenResponse: {
            access_token: components["schemas"]["Jwt"];
            /** @constant */
            token_type: "Bearer";
            /**
             * Format: int32
             * @description Seconds until the access token expires.
             */
            expires_in: number;
            expires_at: components["schemas"]["DateTime"];
        };
        DeviceVerificationPending: {
            /** @constant */
            state: "DEVICE_VERIFICATION_REQUIRED";
            /**
             * @description Where the confirmation link was sent.
             * @enum {string}
             */
            channel: "email" | "mobileNumber";
        };
        OneTimeLinkRequest: {
            email: components["schemas"]["Email"];
            /** @description Portal path to open after logging in: a path on the same origin, starting with one slash (`//host/…`, a protocol-relative URL, is refused). */
            redirectPath?: string;
        };
        OneTimeLinkResult: {
            state: components["schemas"]["OneTimeLinkState"];
        };
        /**
         * @description The logged-in freelancer (spec §3).
         * @example {
         *       "id": 42,
         *       "created": "2026-03-02T09:15:00Z",
         *       "email": "ada@example.com",
         *       "futureEmail": null,
         *       "firstName": "Ada",
         *       "lastName": "Lovelace",
         *       "isActive": true,
         *       "subscribed": true,
         *       "residenceCountry": "DE",
         *       "verificationStatus": "V",
         *       "hasCompletedOnboarding": true,
         *       "hasPasswordOrSocial": true,
         *       "jobApplicationCount": 3,
         *       "jobInvitationCount": 1,
         *       "locale": "en"
         *     }
         */
        FreelancerUser: {
            id: components["schemas"]["Id"];
            created: components["schemas"]["DateTime"];
            email: components["schemas"]["Email"];
            /** @description New email waiting for confirmation. */
            futureEmail?: components["schemas"]["Email"] | null;
            firstName?: components["schemas"]["PersonName"] | null;
            lastName?: components["schemas"]["PersonName"] | null;
            /** @description False once the account is deactivated. */
            isActive: boolean;
            subscribed: boolean;
            residenceCountry?: components["schemas"]["Iso2"] | null;
            /**
             * @description UV while the email is unverified.
             * @enum {string}
             */
            verificationStatus: "UV" | "V";
            hasCompletedOnboarding: boolean;
            hasPasswordOrSocial: boolean;
            jobApplicationCount: components["schemas"]["Count"];
            jobInvitationCount: components["schemas"]["Count"];
            locale?: components["schemas"]["Locale"];
        };
        FreelancerUpdate: {
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            subscribed?: boolean;
        };
        PasswordChange: {
            /**
             * Format: password
             * @description Required when the account already has a password.
             */
            currentPassword?: string;
            newPassword: components["schemas"]["Password"];
        };
        NewPassword: {
            password: components["schemas"]["Password"];
        };
        ForgotPasswordRequest: {
            email: components["schemas"]["Email"];
            reCaptchaToken?: components["schemas"]["ReCaptchaToken"];
        };
        LocaleUpdate: {
            locale: components["schemas"]["Locale"];
        };
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "password": "analytical-engine-1843",
         *       "firstName": "Ada",
         *       "lastName": "Lovelace",
         *       "residenceCountry": "GB",
         *       "locale": "en",
         *       "termsAccepted": true,
         *       "privacyAccepted": true
         *     }
         */
        Registration: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            residenceCountry?: components["schemas"]["Iso2"];
            phone?: components["schemas"]["Phone"];
            locale: components["schemas"]["Locale"];
            /** @constant */
            termsAccepted: true;
            /** @constant */
            privacyAccepted: true;
            /** @default false */
            subscribed: boolean;
            reCaptchaToken?: components["schemas"]["ReCaptchaToken"];
            actorDeviceUUID?: components["schemas"]["Uuid"];
        };
        RegistrationResult: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            /** @enum {string} */
            verificationStatus: "UV" | "V";
        };
        PhoneRegistration: {
            phone: components["schemas"]["Phone"];
            firstName?: components["schemas"]["PersonName"];
            lastName?: components["schemas"]["PersonName"];
            locale: components["schemas"]["Locale"];
            /** @constant */
            termsAccepted: true;
            /** @constant */
            privacyAccepted: true;
            reCaptchaToken?: components["schemas"]["ReCaptchaToken"];
        };
        IdentityRegistration: {
            idToken: components["schemas"]["Jwt"];
            locale: components["schemas"]["Locale"];
            residenceCountry?: components["schemas"]["Iso2"];
            /** @constant */
            termsAccepted: true;
            /** @constant */
            privacyAccepted: true;
            actorDeviceUUID?: components["schemas"]["Uuid"];
        };
        MissingRegistrationData: {
            firstName?: components["schemas"]["PersonName"];
            lastName?: components["schemas"]["PersonName"];
            residenceCountry: components["schemas"]["Iso2"];
            /** @constant */
            termsAccepted?: true;
            /** @constant */
            privacyAccepted?: true;
        };
        /** @description A mobile number and the region it is written for; the number must be valid for that region. */
        Phone: {
            number: string;
            countryCode: components["schemas"]["Iso2"];
        };
        PhoneRequest: {
            phone: components["schemas"]["Phone"];
        };
        PhoneCodeExpiry: {
            expiresAt: components["schemas"]["DateTime"];
            /** Format: int32 */
            secondsLeft: number;
        };
        /** @description A mobile number's state (spec §3). */
        MobileState: {
            code: components["schemas"]["Iso2"];
            callingCode: string;
            /** @description National number, digits only. */
            number: string;
            isRegistered: boolean;
        };
        ClientSubscriptionUpdate: {
            subscribed: boolean;
        };
        ClientSubscription: {
            subscribed: boolean;
        };
        ResidenceCountryUpdate: {
            residenceCountry: components["schemas"]["Iso2"];
        };
        HomeAddress: {
            addressLine1?: components["schemas"]["ShortText"];
            addressLine2?: components["schemas"]["ShortText"];
            street?: components["schemas"]["ShortText"];
            city?: components["schemas"]["ShortText"];
            zip?: string;
            state?: components["schemas"]["ShortText"];
            country?: components["schemas"]["Iso2"];
        };
        /** @description Profile fields; the client may hide some per user (`HiddenFieldName`). */
        ProfileInfo: {
            homeAddress?: components["schemas"]["HomeAddress"];
            mobileNumber?: components["schemas"]["Phone"] | null;
            /** @description UUID of an uploaded PROFILE_IMAGE resource. */
            profileImage?: components["schemas"]["Uuid"] | null;
            firstName?: components["schemas"]["PersonName"];
            lastName?: components["schemas"]["PersonName"];
            professionalTitle?: string;
            /** @description Date from which the freelancer is available. */
            availability?: components["schemas"]["Date"] | null;
            description?: string;
            linkedinHandle?: string;
            hourRate?: components["schemas"]["Money"] | null;
        };
        HiddenFields: {
            hiddenFieldNames: components["schemas"]["HiddenFieldName"][];
        };
        NotAvailablePeriodInput: {
            start: components["schemas"]["Date"];
            end: components["schemas"]["Date"];
            reason?: string;
        };
        NotAvailablePeriod: {
            id: components["schemas"]["Id"];
            start: components["schemas"]["Date"];
            end: components["schemas"]["Date"];
            reason?: string;
        };
        NotAvailablePeriodList: {
            results: components["schemas"]["NotAvailablePeriod"][];
        };
        /** @description A rate with currency (default EUR) and period. */
        Rate: {
            value: components["schemas"]["Money"] | null;
            currency: components["schemas"]["Currency"];
            period: components["schemas"]["RateUnit"];
        };
        Referral: {
            email: components["schemas"]["Email"];
            firstName?: components["schemas"]["PersonName"];
            message?: string;
        };
        SecurityIdInput: {
            projectId?: components["schemas"]["Id"];
            value: string;
        };
        SecurityId: {
            id: components["schemas"]["Id"];
            /** @description The value with all but its last 4 characters masked. */
            maskedValue: string;
            label?: components["schemas"]["ShortText"];
            created: components["schemas"]["DateTime"];
        };
        SecurityIdList: {
            results: components["schemas"]["SecurityId"][];
        };
        LegalNeeds: {
            /** @description The current terms still need agreement. */
            terms: boolean;
            /** @description The current privacy statement still needs agreement. */
            privacy: boolean;
        };
        DeactivationRequest: {
            reason?: string;
        };
        EmailRequest: {
            email: components["schemas"]["Email"];
        };
        Exists: {
            exists: boolean;
        };
        EmailChange: {
            email: components["schemas"]["Email"];
            /**
             * @description Send the confirmation link again for the pending change.
             * @default false
             */
            resendEmail: boolean;
        };
        TokenRequest: {
            token: components["schemas"]["LinkToken"];
        };
        ActivationResult: {
            /** @enum {string} */
            state: "ACTIVATED" | "ALREADY_ACTIVE" | "VERIFIED";
        };
        HasPassword: {
            hasPassword: boolean;
        };
        ProfileStrength: {
            /**
             * Format: int32
             * @description Percentage of the profile that is filled in.
             */
            score: number;
            missing: string[];
        };
        CvUpload: {
            /**
             * Format: binary
             * @description The CV, a PDF of at most 10 MiB.
             */
            file: Blob;
        };
        CvResource: {
            id: components["schemas"]["Id"];
            uuid: components["schemas"]["Uuid"];
            name: components["schemas"]["ShortText"];
            /** @constant */
            contentType: "application/pdf";
            /** @description Generated from the profile rather than uploaded. */
            generated?: boolean;
            /** Format: int32 */
            size?: number;
            created?: components["schemas"]["DateTime"];
        };
        CvResourceList: {
            results: components["schemas"]["CvResource"][];
        };
        /** @description An employment, education or certificate entry. */
        HistoryEntry: {
            title: components["schemas"]["ShortText"];
            organization?: components["schemas"]["ShortText"];
            description?: string;
            start?: components["schemas"]["Date"] | null;
            end?: components["schemas"]["Date"] | null;
            /** @default false */
            ongoing: boolean;
        };
        MasteredLanguage: {
            /** @description ISO 639 language code. */
            code: string;
            /**
             * Format: int32
             * @default 3
             */
            proficiency: number;
        };
        Cv: {
            skills: components["schemas"]["TagList"];
            toolsAndTechnologies: components["schemas"]["TagList"];
            masteredLanguages: components["schemas"]["MasteredLanguage"][];
            employmentHistory: components["schemas"]["HistoryList"];
            educationHistory: components["schemas"]["HistoryList"];
            certificateHistory: components["schemas"]["HistoryList"];
        };
        TagList: string[];
        HistoryList: components["schemas"]["HistoryEntry"][];
        /** @description Data read out of an uploaded CV (spec §3); language proficiency defaults to 3. */
        ParsedCv: {
            skills?: components["schemas"]["TagList"];
            toolsAndTechnologies?: components["schemas"]["TagList"];
            masteredLanguages?: components["schemas"]["MasteredLanguage"][];
            employmentHistory?: components["schemas"]["HistoryList"];
            educationHistory?: components["schemas"]["HistoryList"];
            certificateHistory?: components["schemas"]["HistoryList"];
            linkedIn?: components["schemas"]["ShortText"];
            addressLine1?: components["schemas"]["ShortText"];
            addressLine2?: components["schemas"]["ShortText"];
            street?: components["schemas"]["ShortText"];
            zip?: string;
            city?: components["schemas"]["ShortText"];
            state?: components["schemas"]["ShortText"];
            country?: components["schemas"]["Iso2"];
            mobilePhonePrefix?: string;
            mobilePhoneLocalPart?: string;
        };
        DeviceRegistration: {
            userAgent: string;
            country?: components["schemas"]["Iso2"];
        };
        /** @description A device (browser) of the freelancer (spec §3). */
        TrustedDevice: {
            id: components["schemas"]["Uuid"];
            userAgent: string;
            country?: components["schemas"]["Iso2"] | null;
            isTrusted: boolean;
            trustedUntil?: components["schemas"]["DateTime"] | null;
            lastUsedAt?: components["schemas"]["DateTime"];
        };
        TrustedDeviceList: {
            results: components["schemas"]["TrustedDevice"][];
        };
        DeviceTrust: {
            isTrusted: boolean;
        };
        /** @description The value of an answer. */
        AnswerValue: string | number | boolean | string[] | null;
        /** @description One answer of an onboarding row (spec §3 "Answer items"). */
        AnswerItem: {
            groupId?: components["schemas"]["Id"] | null;
            id: components["schemas"]["Id"];
            label?: components["schemas"]["ShortText"];
            /** @description The part answered (`title`, `address_line1`), or the row type for a single-value row. */
            type: string;
            value: components["schemas"]["AnswerValue"];
            optionLabel?: components["schemas"]["ShortText"];
        };
        /** @description One row of the onboarding structure (spec §3). */
        OnboardingStructureEntry: {
            id: components["schemas"]["Id"];
            stepName: string;
            /** Format: int32 */
            sequence: number;
            /** Format: int32 */
            rowNumber: number;
            type: string;
            showOn: components["schemas"]["OnboardingType"][];
            hideByCountry?: components["schemas"]["Iso2"][];
            value?: components["schemas"]["AnswerValue"];
            /** @description The value can be filled from the parsed CV. */
            canParse?: boolean;
            disabled?: boolean;
            /** @description How the row is edited. */
            form?: {
                label?: components["schemas"]["ShortText"];
                /** @description Validation rules, e.g. `required|max:50` (see @talent/domain rulesSchema). */
                rules?: string;
                required?: boolean;
                options?: components["schemas"]["Option"][];
            };
        };
        Option: {
            id?: components["schemas"]["Id"];
            value: string;
            label: components["schemas"]["ShortText"];
        };
        Onboarding: {
            type: components["schemas"]["OnboardingType"];
            structure: components["schemas"]["OnboardingStructureEntry"][];
            collectedJob?: components["schemas"]["CollectedJob"] | null;
        };
        OnboardingStepSave: {
            type: components["schemas"]["OnboardingType"];
            stepName: string;
            answers: components["schemas"]["AnswerItemList"];
        };
        AnswerItemList: components["schemas"]["AnswerItem"][];
        OnboardingProfile: {
            answers: components["schemas"]["AnswerItemList"];
            profile: components["schemas"]["ProfileInfo"];
        };
        OnboardingProfilePatch: {
            answers?: components["schemas"]["AnswerItemList"];
            profile?: components["schemas"]["ProfileInfo"];
        };
        ShortOnboardingStore: {
            job: components["schemas"]["CollectedJob"];
        };
        ClientCategory: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["ShortText"];
            slug?: string;
        };
        ClientCategoryList: {
            results: components["schemas"]["ClientCategory"][];
        };
        /** @description Pools grouped under CMS categories (spec §7 `categoryResults.results[].pools` and `orphanPools.results`). */
        PoolCategories: {
            categoryResults: {
                results: {
                    category: components["schemas"]["Category"];
                    pools: components["schemas"]["PoolArray"];
                }[];
            };
            orphanPools: {
                results: components["schemas"]["PoolArray"];
            };
        };
        GeoResolveRequest: {
            /** @description Free text, e.g. "Berlin" or "10115 Berlin, DE". */
            query?: string;
            city?: components["schemas"]["ShortText"];
            country?: components["schemas"]["Iso2"];
        };
        GeoResolveResult: {
            result: components["schemas"]["AddressLookupResult"];
            issues: components["schemas"]["AddressIssue"][];
            location?: {
                placeId: components["schemas"]["PlaceId"];
                /** @description GeoNames' main name of the place. */
                city: components["schemas"]["ShortText"];
                country: components["schemas"]["Iso2"];
                latitude?: number;
                longitude?: number;
            } | null;
        };
        /**
         * @description A project (job), spec §3. `workPreference`, `siteCountry`, `descriptionHtml` and `publishedAt` complete the spec's fields for search and the project page.
         * @example {
         *       "id": 1042,
         *       "vmsId": "ACME-2026-0311",
         *       "title": "Senior Java Developer",
         *       "descriptionHtmlStripped": "Build and run payment services in a small team.",
         *       "jobType": "Contract",
         *       "assignmentPeriodStart": "2027-01-04",
         *       "assignmentPeriodEnd": "2027-06-30",
         *       "jobLanguage": "en",
         *       "status": "ACTIVE",
         *       "positionsNumber": 2,
         *       "periodDeadline": "2026-12-15T17:00:00Z",
         *       "publishedAt": "2026-11-02T08:30:00Z",
         *       "legalEntityName": "Acme Staffing GmbH",
         *       "siteCity": "Berlin",
         *       "siteCountry": "DE",
         *       "rateRange": {
         *         "min": 80,
         *         "max": 95,
         *         "currency": "EUR"
         *       },
         *       "remote": false,
         *       "workPreference": "HYBRID",
         *       "hoursPerWeek": 40,
         *       "affectedPools": {
         *         "results": [
         *           {
         *             "id": 7,
         *             "name": "Java Developers"
         *           }
         *         ]
         *       }
         *     }
         */
        Job: {
            id: components["schemas"]["Id"];
            /** @description The client's own id of the job. */
            vmsId?: string | null;
            title: string;
            descriptionHtmlStripped?: string;
            /** @description Sanitised HTML. */
            descriptionHtml?: string;
            jobType?: components["schemas"]["ShortText"] | null;
            assignmentPeriodStart?: components["schemas"]["Date"] | null;
            assignmentPeriodEnd?: components["schemas"]["Date"] | null;
            jobLanguage?: components["schemas"]["Locale"] | null;
            jobClass?: components["schemas"]["ShortText"] | null;
            status: components["schemas"]["ProjectStatus"];
            positionsNumber?: number | null;
            periodDeadline?: components["schemas"]["DateTime"] | null;
            /** @description When the project was first open (its posting date for search engines' JobPosting `datePosted`); its creation when the job feed did not say. */
            publishedAt?: components["schemas"]["DateTime"];
            legalEntityName?: components["schemas"]["ShortText"] | null;
            originatingDisplayName?: components["schemas"]["ShortText"] | null;
            siteAddress?: components["schemas"]["ShortText"] | null;
            siteCity?: components["schemas"]["ShortText"] | null;
            siteCountry?: components["schemas"]["Iso2"] | null;
            siteCode?: string | null;
            rateRange?: {
                min?: components["schemas"]["Money"] | null;
                max?: components["schemas"]["Money"] | null;
                currency?: components["schemas"]["Currency"];
            } | null;
            remote?: boolean | null;
            workPreference?: components["schemas"]["WorkPreference"] | null;
            hoursPerWeek?: number | null;
            affectedPools?: {
                results: {
                    id?: components["schemas"]["Id"];
                    name: components["schemas"]["ShortText"];
                }[];
            };
            /** @description Only for logged-in requests; the freelancer excluded this project. */
            excluded?: boolean;
            /** @description Only for logged-in requests; the freelancer's application to it. */
            applicationId?: components["schemas"]["Id"] | null;
            /** @description Only for logged-in requests; when the freelancer submitted the application (null while a draft). */
            appliedAt?: components["schemas"]["DateTime"] | null;
        };
        JobList: {
            results: components["schemas"]["Job"][];
        };
        /** @description What the portal keeps of a job saved before login (spec §3). */
        CollectedJob: {
            id: components["schemas"]["Id"];
            title: string;
            siteCity?: components["schemas"]["ShortText"] | null;
            hoursPerWeek?: number | null;
        };
        JobSummary: {
            id: components["schemas"]["Id"];
            title: string;
            siteCity?: components["schemas"]["ShortText"] | null;
            status: components["schemas"]["ProjectStatus"];
        };
        /** @description A city of the client's projects. `city` is its name in the reader's language where known (the name the client's jobs in that language use; else, for English, GeoNames' main name; else the name its jobs use most). `placeId` is absent for a city the gazetteer could not place: it is then known by its name alone. */
        Location: {
            placeId?: components["schemas"]["PlaceId"];
            country: components["schemas"]["Iso2"];
            city: components["schemas"]["ShortText"];
            /** @description Every other name the place goes by among the client's jobs and GeoNames' main name, so that a link written with any of them (`/projects/in/munich`) finds it. */
            names?: components["schemas"]["ShortText"][];
        };
        LocationList: {
            results: components["schemas"]["Location"][];
        };
        NumberRange: {
            min?: number;
            max?: number;
        };
        ProjectSearchFilters: {
            pools?: components["schemas"]["Id"][];
            /** @description A city, by `placeId` or by a name in any language ("Munich", "München", "Monaco di Baviera": the place it names where the client has projects, else projects whose city is written so), and/or a country. `placeId` wins over `city`. */
            location?: {
                placeId?: components["schemas"]["PlaceId"];
                city?: components["schemas"]["ShortText"];
                country?: components["schemas"]["Iso2"];
            };
            hoursPerWeek?: components["schemas"]["NumberRange"];
            /** @description Assignment duration in months. */
            duration?: components["schemas"]["NumberRange"];
            workPrefs?: components["schemas"]["WorkPreferenceCode"][];
            /** @default false */
            openOnly: boolean;
            status?: components["schemas"]["ProjectStatus"][];
            vmsId?: string;
        };
        /**
         * @example {
         *       "sort": {
         *         "field": "relevance",
         *         "direction": "desc"
         *       },
         *       "offset": 0,
         *       "query": "java developer",
         *       "size": 20,
         *       "filters": {
         *         "workPrefs": [
         *           "hy",
         *           "rm"
         *         ],
         *         "hoursPerWeek": {
         *           "min": 20,
         *           "max": 40
         *         },
         *         "openOnly": true
         *       }
         *     }
         */
        ProjectSearchRequest: {
            sort?: {
                /** @enum {string} */
                field: "relevance" | "created" | "periodDeadline" | "id";
                direction: components["schemas"]["SortDirection"];
            };
            /** Format: int32 */
            offset: number;
            /** @description Free text (the search page's `any`). */
            query?: string;
            /** Format: int32 */
            size: number;
            filters?: components["schemas"]["ProjectSearchFilters"];
        };
        /**
         * @example {
         *       "results": [
         *         {
         *           "id": 1042,
         *           "title": "Senior Java Developer",
         *           "status": "ACTIVE",
         *           "siteCity": "Berlin",
         *           "siteCountry": "DE",
         *           "hoursPerWeek": 40,
         *           "workPreference": "HYBRID"
         *         }
         *       ],
         *       "total": 1,
         *       "facets": {
         *         "pools": [
         *           {
         *             "id": 7,
         *             "name": "Java Developers",
         *             "count": 1
         *           }
         *         ],
         *         "cities": [
         *           {
         *             "placeId": 2950159,
         *             "city": "Berlin",
         *             "country": "DE",
         *             "count": 1
         *           }
         *         ],
         *         "workPrefs": [
         *           {
         *             "value": "hy",
         *             "count": 1
         *           }
         *         ]
         *       }
         *     }
         */
        ProjectSearchResponse: {
            results: components["schemas"]["Job"][];
            total: components["schemas"]["Count"];
            /**
             * @description Only where the client switched IP detection on for project search: the location the
             *     server found for the visitor's IP address and applied as the location filter, because the
             *     request had none (null when nothing was found or applied). Send `filters.location` —
             *     an empty object for "anywhere" — to search without it.
             */
            detectedLocation?: {
                placeId?: components["schemas"]["PlaceId"];
                city?: components["schemas"]["ShortText"];
                country: components["schemas"]["Iso2"];
            } | null;
            facets: {
                pools: {
                    id: components["schemas"]["Id"];
                    name: components["schemas"]["ShortText"];
                    count: components["schemas"]["Count"];
                }[];
                cities: {
                    placeId?: components["schemas"]["PlaceId"];
                    city: components["schemas"]["ShortText"];
                    country: components["schemas"]["Iso2"];
                    count: components["schemas"]["Count"];
                }[];
                workPrefs: {
                    value: components["schemas"]["WorkPreferenceCode"];
                    count: components["schemas"]["Count"];
                }[];
            };
        };
        ProjectExclusionUpdate: {
            projectIds: components["schemas"]["Id"][];
            /** @description True to exclude, false to include again. */
            excluded: boolean;
        };
        ExcludedProjectPage: {
            results: {
                id: components["schemas"]["Id"];
                title: string;
                excludedAt: components["schemas"]["DateTime"];
            }[];
            total: components["schemas"]["Count"];
            /** Format: int32 */
            offset: number;
            /** Format: int32 */
            limit: number;
        };
        SecurityIdFaq: {
            text: string;
        };
        SecurityIdPattern: {
            /** @description An ECMAScript regular expression the whole value must match. */
            pattern: string;
            example?: string;
        };
        RateCalculation: {
            talentRate: components["schemas"]["Rate"];
            displayRate: components["schemas"]["Rate"];
            rateType: components["schemas"]["RateType"];
            /** @description The margin of the client, absolute or in percent per `rateType`. */
            adjustment?: number;
        };
        ProjectOptions: {
            currencies: components["schemas"]["Currency"][];
            rateUnits: components["schemas"]["RateUnit"][];
            preApplicationQuestions: boolean;
            /** @enum {string} */
            coverLetter: "REQUIRED" | "OPTIONAL" | "NONE";
            /** @description The client offers live-interview slots. */
            liveInterview: boolean;
            securityIdRequired: boolean;
            externalApplicationUrl?: components["schemas"]["Url"] | null;
        };
        /** @description An answer to a pre-application question; `id` is the question's id (spec §3). */
        Answer: {
            id: components["schemas"]["Id"];
            type: string;
            value: components["schemas"]["AnswerValue"];
            groupId?: components["schemas"]["Id"] | null;
            /** @description For a follow-up question, the parent answer value that reveals it. */
            scopeId?: string | null;
        };
        AnswerList: components["schemas"]["Answer"][];
        /** @description Follow-up answers grouped by `scopeId`. */
        ChildAnswers: {
            [key: string]: components["schemas"]["AnswerList"];
        };
        InterviewSlot: {
            initialStart: components["schemas"]["DateTime"];
            initialEnd: components["schemas"]["DateTime"];
        };
        DraftCv: {
            /** @constant */
            contentType: "application/pdf";
            id: components["schemas"]["Id"];
            name: components["schemas"]["ShortText"];
            uuid: components["schemas"]["Uuid"];
        };
        DraftDocument: {
            /** @constant */
            contentType: "application/pdf";
            name: components["schemas"]["ShortText"];
            uuid: components["schemas"]["Uuid"];
        };
        /**
         * @description The server-side application draft (spec §3 "Application draft").
         * @example {
         *       "projectId": 1042,
         *       "applicationId": 900,
         *       "stepName": "motivation",
         *       "canEdit": true,
         *       "parentAnswersList": [
         *         {
         *           "id": 5,
         *           "type": "radio",
         *           "value": "yes",
         *           "groupId": 10
         *         }
         *       ],
         *       "childAnswersList": {
         *         "yes": [
         *           {
         *             "id": 6,
         *             "type": "text",
         *             "value": "since 2019",
         *             "groupId": 11,
         *             "scopeId": "yes"
         *           }
         *         ]
         *       },
         *       "displayRate": {
         *         "value": 99,
         *         "currency": "EUR",
         *         "period": "HR"
         *       },
         *       "talentRate": {
         *         "value": 85,
         *         "currency": "EUR",
         *         "period": "HR"
         *       },
         *       "cvsList": [
         *         {
         *           "contentType": "application/pdf",
         *           "id": 3,
         *           "name": "cv.pdf",
         *           "uuid": "2f1c7a0e-9b8d-4c55-9a3e-0d6f1b2c3d4e"
         *         }
         *       ],
         *       "selectedCv": {
         *         "contentType": "application/pdf",
         *         "id": 3,
         *         "name": "cv.pdf",
         *         "uuid": "2f1c7a0e-9b8d-4c55-9a3e-0d6f1b2c3d4e"
         *       },
         *       "motivationComment": "I built payment services for six years.",
         *       "cvCover": null,
         *       "interviewSlot": null,
         *       "alternativeInterviewSlot": true,
         *       "calendarSlots": [],
         *       "resumeMethod": 1,
         *       "coverLetterMethod": 1,
         *       "openApplications": [],
         *       "openInvitations": []
         *     }
         */
        ApplicationFlow: {
            projectId: components["schemas"]["Id"];
            applicationId: components["schemas"]["Id"];
            /** @description The step saved last. */
            stepName?: string;
            canEdit: boolean;
            parentAnswersList: components["schemas"]["AnswerList"];
            childAnswersList: components["schemas"]["ChildAnswers"];
            displayRate: components["schemas"]["Rate"];
            talentRate: components["schemas"]["Rate"];
            cvsList: components["schemas"]["DraftCv"][];
            selectedCv: components["schemas"]["DraftCv"] | null;
            motivationComment: string;
            cvCover: components["schemas"]["DraftDocument"] | null;
            interviewSlot: components["schemas"]["InterviewSlot"] | null;
            alternativeInterviewSlot: boolean;
            calendarSlots: components["schemas"]["InterviewSlot"][];
            resumeMethod: components["schemas"]["DocumentMethod"];
            coverLetterMethod: components["schemas"]["DocumentMethod"];
            openApplications: components["schemas"]["Application"][];
            openInvitations: components["schemas"]["Invitation"][];
        };
        /** @description One step's changes to the draft; fields present replace the draft's. */
        ApplicationFlowPatch: {
            stepName?: string;
            parentAnswersList?: components["schemas"]["AnswerList"];
            childAnswersList?: components["schemas"]["ChildAnswers"];
            talentRate?: components["schemas"]["Rate"];
            selectedCv?: components["schemas"]["DraftCv"] | null;
            motivationComment?: string;
            cvCover?: components["schemas"]["DraftDocument"] | null;
            interviewSlot?: components["schemas"]["InterviewSlot"] | null;
            alternativeInterviewSlot?: boolean;
            resumeMethod?: components["schemas"]["DocumentMethod"];
            coverLetterMethod?: components["schemas"]["DocumentMethod"];
        };
        AppAnswer: {
            questionId: components["schemas"]["Id"];
            answers: {
                type: string;
                value: components["schemas"]["AnswerValue"];
                groupId: components["schemas"]["Id"] | null;
            }[];
        };
        /**
         * @description The finish-call body (spec §3 "Submit payload"); build it with @talent/domain `toSubmitPayload`.
         * @example {
         *       "job": 1042,
         *       "hourlyRate": {
         *         "currency": "EUR",
         *         "value": 85
         *       },
         *       "cvUuid": "2f1c7a0e-9b8d-4c55-9a3e-0d6f1b2c3d4e",
         *       "motivationComment": "I built payment services for six years.",
         *       "appAnswers": [
         *         {
         *           "questionId": 5,
         *           "answers": [
         *             {
         *               "type": "radio",
         *               "value": "yes",
         *               "groupId": 10
         *             }
         *           ]
         *         }
         *       ],
         *       "cvCover": null,
         *       "liveInterview": null
         *     }
         */
        SubmitPayload: {
            job: components["schemas"]["Id"];
            hourlyRate: {
                currency: components["schemas"]["Currency"];
                value: components["schemas"]["Money"] | null;
            };
            /** @description The selected CV; null for a CV generated from the profile. */
            cvUuid: components["schemas"]["Uuid"] | null;
            motivationComment: string;
            appAnswers: components["schemas"]["AppAnswer"][];
            cvCover: {
                uuid: components["schemas"]["Uuid"];
                name: components["schemas"]["ShortText"];
                /** @constant */
                type: "pdf";
            } | null;
            /** @description The chosen slot, or null when the alternative slot was chosen. */
            liveInterview: {
                start: components["schemas"]["DateTime"];
                end: components["schemas"]["DateTime"];
            } | null;
        };
        ApplicationCreate: {
            job: components["schemas"]["Id"];
        };
        /**
         * @description An application; the server moves its status (see `finishFlow`).
         * @example {
         *       "id": 900,
         *       "job": {
         *         "id": 1042,
         *         "title": "Senior Java Developer",
         *         "siteCity": "Berlin",
         *         "status": "ACTIVE"
         *       },
         *       "status": "SENT_TO_CLIENT",
         *       "statusCode": "s2c",
         *       "longStatus": "PENDING",
         *       "canEdit": true,
         *       "created": "2026-11-20T10:00:00Z",
         *       "submitted": "2026-11-20T10:12:00Z",
         *       "hourlyRate": {
         *         "value": 85,
         *         "currency": "EUR",
         *         "period": "HR"
         *       }
         *     }
         */
        Application: {
            id: components["schemas"]["Id"];
            job: components["schemas"]["JobSummary"];
            status: components["schemas"]["ApplicationStatus"];
            statusCode: components["schemas"]["ApplicationStatusCode"];
            longStatus?: components["schemas"]["ApplicationLongStatus"] | null;
            canEdit: boolean;
            created: components["schemas"]["DateTime"];
            submitted?: components["schemas"]["DateTime"] | null;
            hourlyRate?: components["schemas"]["Rate"] | null;
            /** @description The status changes of the application, oldest first. */
            timeline?: components["schemas"]["ApplicationEvent"][];
        };
        /** @description One status change of an application. */
        ApplicationEvent: {
            status: components["schemas"]["ApplicationStatus"];
            at: components["schemas"]["DateTime"];
        };
        ApplicationList: {
            results: components["schemas"]["Application"][];
        };
        ApplicationPage: {
            results: components["schemas"]["Application"][];
            total: components["schemas"]["Count"];
            /** Format: int32 */
            offset: number;
            /** Format: int32 */
            limit: number;
        };
        /** @description An application as submitted (input of @talent/domain `draftFromApplication`). */
        LoadedApplication: {
            id: components["schemas"]["Id"];
            job: components["schemas"]["Id"];
            canEdit: boolean;
            cvUuid: components["schemas"]["Uuid"] | null;
            motivationComment: string;
            hourlyRate: {
                currency: components["schemas"]["Currency"];
                value: components["schemas"]["Money"] | null;
            } | null;
            cvCover: components["schemas"]["DraftDocument"] | null;
            interviewSlot: components["schemas"]["InterviewSlot"] | null;
            liveInterview: {
                start: components["schemas"]["DateTime"];
                end: components["schemas"]["DateTime"];
            } | null;
            appAnswers: components["schemas"]["AppAnswer"][];
        };
        WithdrawRequest: {
            reason?: string;
        };
        /** @description A pre-application question. */
        Question: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            type: "text" | "textarea" | "radio" | "checkbox" | "select" | "number" | "date" | "boolean";
            label: string;
            description?: string;
            required: boolean;
            /** @description Validation rules (see @talent/domain rulesSchema). */
            rules?: string;
            groupId?: components["schemas"]["Id"] | null;
            parentQuestionId?: components["schemas"]["Id"] | null;
            /** @description The parent answer value that reveals this follow-up question. */
            scopeId?: string | null;
            options?: components["schemas"]["Option"][];
        };
        QuestionList: {
            results: components["schemas"]["Question"][];
        };
        FlowStepList: {
            results: {
                name: string;
                completed: boolean;
                optional: boolean;
            }[];
        };
        FreeBusy: {
            slots: components["schemas"]["InterviewSlot"][];
            /** @description Why there are no slots, when `slots` is empty. */
            result?: components["schemas"]["SlotResult"] | null;
        };
        Assessment: {
            status: components["schemas"]["AssessmentStatus"];
            url?: components["schemas"]["Url"] | null;
        };
        Invitation: {
            id: components["schemas"]["Id"];
            job: components["schemas"]["JobSummary"];
            code: components["schemas"]["InvitationCode"];
            state: components["schemas"]["InvitationState"];
            created: components["schemas"]["DateTime"];
            expiresAt?: components["schemas"]["DateTime"] | null;
        };
        InvitationList: {
            results: components["schemas"]["Invitation"][];
        };
        /**
         * @description A talent pool (spec §3).
         * @example {
         *       "id": 7,
         *       "name": "Java Developers",
         *       "descriptionKey": "pool.javaDevelopers.description",
         *       "categoryId": 3,
         *       "poolNameVerbiage": "Java developer",
         *       "poolCities": [
         *         "Berlin",
         *         "Hamburg"
         *       ],
         *       "jobsCount": 12
         *     }
         */
        Pool: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description Message id of the pool's description. */
            descriptionKey?: string | null;
            /** @description Id of the CMS category the pool belongs to. */
            categoryId?: components["schemas"]["Id"] | null;
            poolNameVerbiage?: components["schemas"]["ShortText"] | null;
            poolCities?: components["schemas"]["ShortText"][];
            jobsCount: components["schemas"]["Count"];
        };
        PoolArray: components["schemas"]["Pool"][];
        /**
         * @description Pool search (spec §3 "Pool search request": sort id desc, offset 0, size 500 by default).
         * @example {
         *       "sort": {
         *         "field": "id",
         *         "direction": "desc"
         *       },
         *       "offset": 0,
         *       "query": "",
         *       "size": 500,
         *       "filters": {}
         *     }
         */
        PoolSearchRequest: {
            /**
             * @default {
             *       "field": "id",
             *       "direction": "desc"
             *     }
             */
            sort: {
                /** @enum {string} */
                field: "id" | "name" | "jobsCount";
                direction: components["schemas"]["SortDirection"];
            };
            /**
             * Format: int32
             * @default 0
             */
            offset: number;
            query?: string;
            /**
             * Format: int32
             * @default 500
             */
            size: number;
            filters?: {
                categoryIds?: components["schemas"]["Id"][];
                city?: components["schemas"]["ShortText"];
                onBoarding?: boolean;
            };
        };
        PoolSearchResponse: {
            results: components["schemas"]["PoolArray"];
            total: components["schemas"]["Count"];
        };
        PoolMembership: {
            id: components["schemas"]["Id"];
            pool: components["schemas"]["Pool"];
            status: components["schemas"]["PoolMembershipStatus"];
            notificationsEnabled: boolean;
            jobNotificationsEnabled: boolean;
            created?: components["schemas"]["DateTime"];
        };
        PoolMembershipList: {
            results: components["schemas"]["PoolMembership"][];
        };
        JobNotificationState: {
            jobNotificationsEnabled: boolean;
        };
        Language: {
            iso: components["schemas"]["Locale"];
            name: string;
        };
        LanguageList: {
            results: components["schemas"]["Language"][];
        };
        /**
         * @description A country (spec §3).
         * @example {
         *       "name": "Germany",
         *       "iso2": "DE",
         *       "phoneCode": "+49",
         *       "translations": {
         *         "de": "Deutschland",
         *         "fr": "Allemagne"
         *       }
         *     }
         */
        Country: {
            name: string;
            iso2: components["schemas"]["Iso2"];
            phoneCode: string | null;
            /** @description Name by locale. */
            translations: {
                [key: string]: string;
            };
        };
        CountryList: {
            results: components["schemas"]["Country"][];
        };
        Breadcrumbs: {
            poolBreadcrumbs: {
                id: components["schemas"]["Id"];
                name: components["schemas"]["ShortText"];
            }[];
            locationBreadcrumbs: components["schemas"]["Location"][];
        };
        Affiliate: {
            affiliate: string | null;
        };
        /** @description A planned maintenance or deadline (spec §3); the banner's tier follows the time left to `deadline`. */
        Announcement: {
            deadline: components["schemas"]["DateTime"];
            deadline_with_leadtime: components["schemas"]["DateTime"];
        };
        /** @description An image for a locale (spec §3). */
        ImageEntry: {
            locale: components["schemas"]["Locale"];
            uuid: components["schemas"]["Uuid"];
        };
        ResourceUpload: {
            /**
             * Format: binary
             * @description The file (PDF up to 10 MiB; profile images PNG, JPEG or WebP up to 5 MiB).
             */
            resource: Blob;
        };
        ResourceMeta: {
            id: components["schemas"]["Uuid"];
            name: components["schemas"]["ShortText"];
            /** @enum {string} */
            contentType: "application/pdf" | "image/png" | "image/jpeg" | "image/webp";
            /** Format: int32 */
            size: number;
            kind: components["schemas"]["ResourceKind"];
            created: components["schemas"]["DateTime"];
        };
        ClientContext: {
            id: string;
            name: string;
            /** Format: hostname */
            talentDomainName: string;
            languages: components["schemas"]["Language"][];
            primaryColor: components["schemas"]["HexColor"];
            talentLogo: components["schemas"]["UrlReference"];
            projectLogo: components["schemas"]["UrlReference"];
            ogImage: components["schemas"]["UrlReference"];
            legalEntity: {
                name: string;
                show_logo: boolean;
                logo: components["schemas"]["UrlReference"] | null;
            };
            reCaptchaSiteKey: string | null;
            reCaptchaIsEnabled: boolean;
        };
        /** @description Free-form settings of a config key. */
        SettingsMap: {
            [key: string]: string | number | boolean;
        };
        /** @description The client config keys of spec §3, every default applied. */
        ClientConfig: {
            addressValidation: components["schemas"]["SettingsMap"];
            currencies: components["schemas"]["Currency"][];
            countriesOfInterest: boolean;
            externalApplicationLink: boolean;
            ipDetectionOnProjectSearch: boolean;
            jobNotificationDigest: boolean;
            modernProjectApplicationFlow: boolean;
            preApplicationQuestions: boolean;
            /** @description Public search is off (the spec stores the inverted flag). */
            publicSearchDisabled: boolean;
            freelancerLogin: components["schemas"]["SettingsMap"];
            requiredVerifications: {
                email: components["schemas"]["VerificationMode"];
                mobileNumber: components["schemas"]["VerificationMode"];
            };
            preferredSortedCountries: components["schemas"]["Iso2"][];
            registerNotificationCountry: boolean;
            /** Format: int32 */
            userDeviceValidityDays: number;
            emailSpecialCharacters: boolean;
            mobileCountriesSettings: {
                excludedEnabled: boolean;
                excludedList: components["schemas"]["Iso2"][];
                prefEnabled: boolean;
                prefList: components["schemas"]["Iso2"][];
            };
            feedJobType: string | null;
        };
        /**
         * @example {
         *       "context": {
         *         "id": "acme",
         *         "name": "Acme Staffing",
         *         "talentDomainName": "acme.localhost",
         *         "languages": [
         *           {
         *             "iso": "en",
         *             "name": "English"
         *           },
         *           {
         *             "iso": "de",
         *             "name": "Deutsch"
         *           }
         *         ],
         *         "primaryColor": "#0052cc",
         *         "talentLogo": "/tenants/acme/talent-logo.svg",
         *         "projectLogo": "/tenants/acme/project-logo.svg",
         *         "ogImage": "/tenants/acme/og.png",
         *         "legalEntity": {
         *           "name": "Acme Staffing GmbH",
         *           "show_logo": false,
         *           "logo": null
         *         },
         *         "reCaptchaSiteKey": null,
         *         "reCaptchaIsEnabled": false
         *       },
         *       "config": {
         *         "addressValidation": {},
         *         "currencies": [
         *           "EUR"
         *         ],
         *         "countriesOfInterest": false,
         *         "externalApplicationLink": false,
         *         "ipDetectionOnProjectSearch": false,
         *         "jobNotificationDigest": false,
         *         "modernProjectApplicationFlow": true,
         *         "preApplicationQuestions": true,
         *         "publicSearchDisabled": false,
         *         "freelancerLogin": {},
         *         "requiredVerifications": {
         *           "email": "principal",
         *           "mobileNumber": "disabled"
         *         },
         *         "preferredSortedCountries": [],
         *         "registerNotificationCountry": false,
         *         "userDeviceValidityDays": 365,
         *         "emailSpecialCharacters": true,
         *         "mobileCountriesSettings": {
         *           "excludedEnabled": false,
         *           "excludedList": [],
         *           "prefEnabled": false,
         *           "prefList": []
         *         },
         *         "feedJobType": null
         *       }
         *     }
         */
        ClientContextResponse: {
            context: components["schemas"]["ClientContext"];
            config: components["schemas"]["ClientConfig"];
            /** @description The talent logo's intrinsic size in CSS pixels (an SVG's width and height, else its viewBox; a raster image's pixels), when the server could read the file. Pages give the logo's image these width and height, so the header keeps its space before the image arrives. Logos in the tenant folder come under a versioned URL (`?v=` and a hash of the file) that may be cached for a year. */
            talentLogoSize?: {
                /** Format: int32 */
                width: number;
                /** Format: int32 */
                height: number;
            };
        };
        CategoryTranslation: {
            language_code: components["schemas"]["Locale"];
            name: string;
            image?: components["schemas"]["UrlReference"] | null;
            description?: string | null;
        };
        /**
         * @description A category from the CMS (spec §3).
         * @example {
         *       "id": 3,
         *       "slug": "it-software",
         *       "default_image": "/tenants/acme/cms/it.webp",
         *       "translations": [
         *         {
         *           "language_code": "en",
         *           "name": "IT & Software",
         *           "image": null,
         *           "description": "Developers, architects and testers."
         *         },
         *         {
         *           "language_code": "de",
         *           "name": "IT & Software",
         *           "image": null,
         *           "description": "Entwicklung, Architektur und Test."
         *         }
         *       ]
         *     }
         */
        Category: {
            id: components["schemas"]["Id"];
            slug: string;
            default_image?: components["schemas"]["UrlReference"] | null;
            translations: components["schemas"]["CategoryTranslation"][];
        };
        CategoryList: {
            results: components["schemas"]["Category"][];
        };
        /**
         * @description A footer link from the CMS (spec §3).
         * @example {
         *       "id": 11,
         *       "link_url": "/terms",
         *       "link_label": "Terms of use",
         *       "link_follow": true,
         *       "show_footer_left": true,
         *       "show_footer_right": false,
         *       "link_language": "en",
         *       "link_target": "_self",
         *       "link_on_tux": true
         *     }
         */
        CmsLink: {
            id: components["schemas"]["Id"];
            link_url: components["schemas"]["UrlReference"];
            link_label: string;
            /** @description False renders the link with rel=nofollow. */
            link_follow: boolean;
            show_footer_left: boolean;
            show_footer_right: boolean;
            link_language: components["schemas"]["Locale"];
            link_target?: ("_self" | "_blank") | null;
            /** @description Shown on the talent portal. */
            link_on_tux: boolean;
        };
        CmsLinkList: {
            results: components["schemas"]["CmsLink"][];
        };
        /** @description The client's own id of a job (printable ASCII, no leading or trailing space). */
        VmsId: string;
        /**
         * @description A one-line text of a job of the feed. Control characters and line breaks make the item an
         *     item error (`validation.invalid` in `errors`), checked by the server per item rather than
         *     by a pattern here: a pattern would refuse the whole batch (400, nothing written) for one
         *     bad job.
         */
        FeedItemText: string;
        /**
         * @description The complete state of one job of the feed. Optional fields left out are stored empty (or
         *     with the default shown), so a job is always exactly what the feed last said.
         * @example {
         *       "vmsId": "ACME-2026-0311",
         *       "title": "Senior Java Developer",
         *       "descriptionHtml": "<p>Build and run payment services.</p><ul><li>Java 21</li><li>Spring Boot</li></ul>",
         *       "jobType": "Contract",
         *       "jobClass": "java",
         *       "jobLanguage": "en",
         *       "status": "ACTIVE",
         *       "positionsNumber": 2,
         *       "assignmentPeriodStart": "2027-01-04",
         *       "assignmentPeriodEnd": "2027-06-30",
         *       "periodDeadline": "2026-12-15T17:00:00Z",
         *       "legalEntityName": "Acme Staffing GmbH",
         *       "siteCity": "Berlin",
         *       "siteCountry": "DE",
         *       "rateRange": {
         *         "min": 80,
         *         "max": 95,
         *         "currency": "EUR"
         *       },
         *       "workPreference": "HYBRID",
         *       "hoursPerWeek": 40,
         *       "poolNames": [
         *         "Java Developers"
         *       ]
         *     }
         */
        ProjectImportItem: {
            vmsId: components["schemas"]["VmsId"];
            /** @description Trimmed; blank is an item error. */
            title: string;
            /**
             * @description HTML, sanitised on import to p, br, ul, ol, li, strong, em, b, i, u, blockquote, h2–h4
             *     and links with http(s) or mailto targets; scripts, styles, event handlers and other
             *     markup are removed. The plain text for search is derived from it.
             */
            descriptionHtml?: string;
            jobType?: components["schemas"]["FeedItemText"];
            jobClass?: components["schemas"]["FeedItemText"];
            /** @description One of the client's languages; default the client's first language. */
            jobLanguage?: components["schemas"]["Locale"];
            /** @description Default ACTIVE. */
            status?: components["schemas"]["ProjectStatus"];
            /** Format: int32 */
            positionsNumber?: number;
            assignmentPeriodStart?: components["schemas"]["Date"];
            assignmentPeriodEnd?: components["schemas"]["Date"];
            periodDeadline?: components["schemas"]["DateTime"];
            legalEntityName?: components["schemas"]["FeedItemText"];
            originatingDisplayName?: components["schemas"]["FeedItemText"];
            siteAddress?: components["schemas"]["FeedItemText"];
            siteCity?: components["schemas"]["FeedItemText"];
            siteCountry?: components["schemas"]["Iso2"];
            siteCode?: string;
            rateRange?: {
                min?: components["schemas"]["Money"];
                max?: components["schemas"]["Money"];
                /** @description One of the client's currencies. */
                currency: components["schemas"]["Currency"];
            };
            workPreference?: components["schemas"]["WorkPreference"];
            /** @description Default: whether `workPreference` is REMOTE. */
            remote?: boolean;
            hoursPerWeek?: number;
            /** @description Pools of the client the job is in (an unknown id is an item error). */
            poolIds?: components["schemas"]["Id"][];
            /** @description Pools by name (case-insensitive); a name the client has no pool for creates one. */
            poolNames?: string[];
            /**
             * @description Whether applications ask for a cover letter. Default OPTIONAL.
             * @enum {string}
             */
            coverLetter?: "REQUIRED" | "OPTIONAL" | "NONE";
            /** @description Applications offer interview slots. Default false. */
            liveInterview?: boolean;
            /** @description Default false. */
            securityIdRequired?: boolean;
            /** @description A regular expression (Unicode) the security id must match. */
            securityIdPattern?: string;
            securityIdFaq?: string;
            /**
             * Format: uri
             * @description Where applications go when the client uses external application links.
             */
            externalApplicationUrl?: string;
        };
        /**
         * @example {
         *       "projects": [
         *         {
         *           "vmsId": "ACME-2026-0311",
         *           "title": "Senior Java Developer",
         *           "siteCity": "Berlin",
         *           "siteCountry": "DE",
         *           "rateRange": {
         *             "min": 80,
         *             "max": 95,
         *             "currency": "EUR"
         *           }
         *         }
         *       ],
         *       "closeMissing": true,
         *       "keepVmsIds": [
         *         "ACME-2026-0007",
         *         "ACME-2026-0042"
         *       ]
         *     }
         */
        ProjectImportRequest: {
            projects: components["schemas"]["ProjectImportItem"][];
            /**
             * @description After the upserts, close the client's open projects whose vmsId is in neither `projects` nor `keepVmsIds`.
             * @default false
             */
            closeMissing: boolean;
            /** @description Only with `closeMissing`; the vmsIds of the feed sent in earlier batches of the same run, kept open. */
            keepVmsIds?: components["schemas"]["VmsId"][];
            /**
             * @description Only with `closeMissing`; close what is missing even past the guard (more than the allowed share of the open projects).
             * @default false
             */
            force: boolean;
        };
        ProjectImportOutcome: {
            /**
             * Format: int32
             * @description Position in `projects`.
             */
            index: number;
            vmsId: components["schemas"]["VmsId"];
            id: components["schemas"]["Id"];
            /** @enum {string} */
            outcome: "created" | "updated" | "unchanged";
        };
        ProjectImportError: {
            /**
             * Format: int32
             * @description Position in `projects`.
             */
            index: number;
            vmsId: components["schemas"]["VmsId"];
            /** @description Field paths are relative to the item (`rateRange.currency`, `poolIds.0`). */
            fieldErrors: components["schemas"]["FieldError"][];
        };
        /**
         * @example {
         *       "created": 1,
         *       "updated": 0,
         *       "unchanged": 0,
         *       "failed": 1,
         *       "closed": 3,
         *       "closedVmsIds": [
         *         "ACME-2025-0107",
         *         "ACME-2025-0133",
         *         "ACME-2025-0180"
         *       ],
         *       "projects": [
         *         {
         *           "index": 0,
         *           "vmsId": "ACME-2026-0311",
         *           "id": 1042,
         *           "outcome": "created"
         *         }
         *       ],
         *       "errors": [
         *         {
         *           "index": 1,
         *           "vmsId": "ACME-2026-0312",
         *           "fieldErrors": [
         *             {
         *               "field": "rateRange.currency",
         *               "messages": [
         *                 "validation.oneOf"
         *               ]
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        ProjectImportResult: {
            created: components["schemas"]["Count"];
            updated: components["schemas"]["Count"];
            unchanged: components["schemas"]["Count"];
            failed: components["schemas"]["Count"];
            closed: components["schemas"]["Count"];
            /** @description The vmsIds of the projects `closeMissing` closed (empty without it). */
            closedVmsIds: components["schemas"]["VmsId"][];
            /** @description The imported items, in request order. */
            projects: components["schemas"]["ProjectImportOutcome"][];
            /** @description The items that were not imported, in request order. */
            errors: components["schemas"]["ProjectImportError"][];
        };
        /** @description The client system's own id of a change (printable ASCII), to recognise it when sent again. */
        VmsEventId: string;
        /** @description An opaque position in the application feed. */
        VmsCursor: string;
        /**
         * @example {
         *       "url": "https://vms.acme.example/hooks/talent"
         *     }
         */
        VmsWebhookInput: {
            /**
             * Format: uri
             * @description https, or http to a loopback host (localhost, 127.0.0.0/8, [::1]); no user or password.
             */
            url: string;
        };
        /**
         * @example {
         *       "url": "https://vms.acme.example/hooks/talent",
         *       "createdAt": "2026-11-20T09:00:00Z"
         *     }
         */
        VmsWebhook: {
            url: components["schemas"]["Url"];
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * @example {
         *       "url": "https://vms.acme.example/hooks/talent",
         *       "secret": "whsec_3q2-7wQ0m1Yp8cXf9vJkLr4sT6uVxZa2bC5dE8gH1iK",
         *       "createdAt": "2026-11-20T09:00:00Z"
         *     }
         */
        VmsWebhookCreated: {
            url: components["schemas"]["Url"];
            /** @description The signing secret of `X-Talent-Signature` (shown once; setting the webhook again makes a new one). */
            secret: string;
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * @description A submitted application as the client's system sees it.
         * @example {
         *       "id": 900,
         *       "status": "SENT_TO_CLIENT",
         *       "longStatus": "PENDING",
         *       "project": {
         *         "id": 1042,
         *         "vmsId": "ACME-2026-0311",
         *         "title": "Senior Java Developer"
         *       },
         *       "freelancer": {
         *         "id": 77,
         *         "firstName": "Ada",
         *         "lastName": "Lovelace",
         *         "email": "ada@example.com",
         *         "phone": "+4915112345678"
         *       },
         *       "talentRate": {
         *         "value": 85,
         *         "currency": "EUR",
         *         "period": "HR"
         *       },
         *       "displayRate": {
         *         "value": 93.5,
         *         "currency": "EUR",
         *         "period": "HR"
         *       },
         *       "answers": [
         *         {
         *           "questionId": 5,
         *           "answers": [
         *             {
         *               "type": "radio",
         *               "value": "yes",
         *               "groupId": 10
         *             }
         *           ]
         *         }
         *       ],
         *       "motivationComment": "I built payment services for six years.",
         *       "interviewSlot": {
         *         "start": "2026-11-24T09:00:00Z",
         *         "end": "2026-11-24T09:30:00Z"
         *       },
         *       "alternativeInterviewSlot": false,
         *       "cvUrl": "https://talent.acme.example/v1/api/integration/applications/900/documents/cv?expires=1764583200&signature=5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592",
         *       "coverLetterUrl": null,
         *       "linksExpireAt": "2026-12-01T10:00:00Z",
         *       "invitationId": null,
         *       "submitted": "2026-11-20T10:12:00Z",
         *       "updated": "2026-11-20T10:12:03Z",
         *       "talentErased": false
         *     }
         */
        VmsApplication: {
            id: components["schemas"]["Id"];
            status: components["schemas"]["ApplicationStatus"];
            longStatus: components["schemas"]["ApplicationLongStatus"] | null;
            project: {
                id: components["schemas"]["Id"];
                vmsId: components["schemas"]["VmsId"] | null;
                title: string;
            };
            freelancer: {
                id: components["schemas"]["Id"];
                firstName: components["schemas"]["PersonName"] | null;
                lastName: components["schemas"]["PersonName"] | null;
                email: components["schemas"]["Email"];
                /** @description E.164. */
                phone: string | null;
            };
            /** @description The rate the talent asked for. */
            talentRate: components["schemas"]["Rate"] | null;
            /** @description The talent rate plus the client's margin (what the client is shown). */
            displayRate: components["schemas"]["Rate"] | null;
            /** @description The answers to the project's pre-application questions. */
            answers: components["schemas"]["AppAnswer"][];
            motivationComment: string | null;
            /** @description The booked live-interview slot, if any. */
            interviewSlot: {
                start: components["schemas"]["DateTime"];
                end: components["schemas"]["DateTime"];
            } | null;
            /** @description The talent said none of the offered slots suits them. */
            alternativeInterviewSlot: boolean;
            /** @description A signed link to the CV (PDF), valid until `linksExpireAt`; no API key needed. */
            cvUrl: components["schemas"]["Url"] | null;
            /** @description A signed link to the cover letter (PDF), like `cvUrl`. */
            coverLetterUrl: components["schemas"]["Url"] | null;
            linksExpireAt: components["schemas"]["DateTime"];
            invitationId: components["schemas"]["Id"] | null;
            submitted: components["schemas"]["DateTime"] | null;
            updated: components["schemas"]["DateTime"];
            /**
             * @description The talent erased their account (GDPR). The application stays as the client's record of
             *     its status and timeline, without personal data: no names, phone, answers, motivation,
             *     rates or documents, and `freelancer.email` is a placeholder under `.invalid`. The
             *     erasure itself arrives as an event with a note (an open application moves to WITHDRAWN).
             */
            talentErased: boolean;
        };
        /**
         * @description One change of a submitted application: the body of a webhook delivery and an item of the
         *     feed. `id` is also the `X-Talent-Event-Id` header; the same change always has the same id.
         */
        VmsEvent: {
            id: components["schemas"]["Id"];
            /** @description The status the application moved to with this change. */
            status: components["schemas"]["ApplicationStatus"];
            /**
             * @description Who moved it (SYSTEM is the portal's delivery).
             * @enum {string}
             */
            source: "TALENT" | "VMS" | "SYSTEM";
            note: string | null;
            at: components["schemas"]["DateTime"];
            application: components["schemas"]["VmsApplication"];
        };
        VmsEventPage: {
            results: components["schemas"]["VmsEvent"][];
            nextCursor: components["schemas"]["VmsCursor"];
        };
        /**
         * @example {
         *       "status": "HIRED",
         *       "eventId": "acme-change-88121",
         *       "reason": "Accepted by the hiring manager."
         *     }
         */
        VmsStatusChange: {
            status: components["schemas"]["ApplicationStatus"];
            eventId: components["schemas"]["VmsEventId"];
            /** @description Kept with the change in the timeline note (the talent is not shown it). */
            reason?: string;
        };
        /**
         * @description The talent by `freelancerId` or `freelancerEmail`, the project by `projectId` or `projectVmsId`.
         * @example {
         *       "freelancerEmail": "ada@example.com",
         *       "projectVmsId": "ACME-2026-0311",
         *       "expiresAt": "2026-12-15T17:00:00Z",
         *       "message": "Your profile fits this project very well.",
         *       "eventId": "acme-invite-5521"
         *     }
         */
        VmsInvitationCreate: {
            freelancerId?: components["schemas"]["Id"];
            freelancerEmail?: components["schemas"]["Email"];
            projectId?: components["schemas"]["Id"];
            projectVmsId?: components["schemas"]["VmsId"];
            expiresAt?: components["schemas"]["DateTime"];
            /** @description A personal note, quoted in the email to the talent. */
            message?: string;
            eventId?: components["schemas"]["VmsEventId"];
        };
        /**
         * @example {
         *       "slots": [
         *         {
         *           "start": "2026-11-24T09:00:00Z",
         *           "end": "2026-11-24T09:30:00Z"
         *         },
         *         {
         *           "start": "2026-11-24T10:00:00Z",
         *           "end": "2026-11-24T10:30:00Z"
         *         }
         *       ]
         *     }
         */
        VmsInterviewSlotsInput: {
            slots: {
                start: components["schemas"]["DateTime"];
                end: components["schemas"]["DateTime"];
            }[];
        };
        VmsInterviewSlots: {
            projectId: components["schemas"]["Id"];
            vmsId: components["schemas"]["VmsId"];
            slots: {
                id: components["schemas"]["Id"];
                start: components["schemas"]["DateTime"];
                end: components["schemas"]["DateTime"];
                /** @description Held or booked by an application (kept by every upload). */
                booked: boolean;
            }[];
        };
    };
    responses: {
        /** @description The request does not match the contract (malformed JSON, a wrong type, a missing or unknown field or query parameter), or an emailed token expired. */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/validation",
                 *       "title": "The request is not valid.",
                 *       "status": 400,
                 *       "messages": [
                 *         "error.validation"
                 *       ],
                 *       "fieldErrors": [
                 *         {
                 *           "field": "email",
                 *           "messages": [
                 *             "validation.email"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid credentials (missing, invalid or expired token; wrong password or code). */
        Unauthorized: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/unauthorized",
                 *       "title": "Authentication is required.",
                 *       "status": 401,
                 *       "messages": [
                 *         "error.unauthorized"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Authenticated but not allowed (a deactivated account, a disabled feature such as public search, another client's resource). */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/forbidden",
                 *       "title": "This is not allowed.",
                 *       "status": 403,
                 *       "messages": [
                 *         "error.publicSearchDisabled"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource does not exist for this client and user. */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/not-found",
                 *       "title": "Not found.",
                 *       "status": 404,
                 *       "messages": [
                 *         "error.notFound"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state (already registered, already a member, no longer editable). */
        Conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/conflict",
                 *       "title": "Conflict.",
                 *       "status": 409,
                 *       "messages": [
                 *         "validation.emailInUse"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource is gone for good (a signed link that expired, a project that was removed). */
        Gone: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/gone",
                 *       "title": "Gone.",
                 *       "status": 410,
                 *       "messages": [
                 *         "integration.linkExpired"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is well-formed, but a business rule rejects it; `fieldErrors` say where. */
        UnprocessableEntity: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/rejected",
                 *       "title": "The request was rejected.",
                 *       "status": 422,
                 *       "messages": [
                 *         "error.validation"
                 *       ],
                 *       "fieldErrors": [
                 *         {
                 *           "field": "password",
                 *           "messages": [
                 *             "validation.passwordTooWeak"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The upload, or what it unpacks to (an image's pixels, a PDF's streams), is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The uploaded file's content is not an accepted type (checked by content, not by name). */
        UnsupportedMediaType: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests; wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/rate-limited",
                 *       "title": "Too many requests.",
                 *       "status": 429,
                 *       "messages": [
                 *         "error.tooManyRequests"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The server cannot do this now — too busy (`error.overloaded`, shed before any work was done), or its database, Redis or file storage briefly away (a restart, a failover, a storage that cannot write; `error.unavailable`); wait `Retry-After` seconds. Nothing was changed. */
        ServiceUnavailable: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/unavailable",
                 *       "title": "The service is unavailable right now.",
                 *       "status": 503,
                 *       "messages": [
                 *         "file.checkBusy"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The server has no room left to store the file (its storage is full). Nothing was stored; try again later. */
        InsufficientStorage: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/insufficient-storage",
                 *       "title": "There is no room to store this.",
                 *       "status": 507,
                 *       "messages": [
                 *         "error.storageFull"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The server failed; the body never contains internals (no stack traces or SQL). */
        InternalError: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://talent.invalid/problems/internal",
                 *       "title": "Something went wrong.",
                 *       "status": 500,
                 *       "messages": [
                 *         "error.generic"
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Done; nothing to return. */
        NoContent: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The cached copy is still current. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["Cache-Control"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Accepted; the message is being sent. */
        Accepted: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Accepted"];
            };
        };
        /** @description Logged in. The refresh token is set as the HttpOnly cookie `auth.refresh`. */
        Tokens: {
            headers: {
                "Set-Cookie": components["headers"]["Set-Cookie-Refresh"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenResponse"];
            };
        };
        /** @description Registered and logged in. The refresh token is set as the HttpOnly cookie `auth.refresh`. */
        TokensCreated: {
            headers: {
                "Set-Cookie": components["headers"]["Set-Cookie-Refresh"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenResponse"];
            };
        };
        /** @description The device must be confirmed first; a confirmation link was sent through the principal channel. */
        DeviceVerificationPending: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DeviceVerificationPending"];
            };
        };
        /** @description The freelancer. */
        Freelancer: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FreelancerUser"];
            };
        };
        /** @description Registered; an activation link was emailed. */
        RegistrationCreated: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RegistrationResult"];
            };
        };
        /** @description The subscription after the change. */
        ClientSubscription: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ClientSubscription"];
            };
        };
        /** @description The CV file. */
        CvResource: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CvResource"];
            };
        };
        /** @description The period. */
        NotAvailablePeriod: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotAvailablePeriod"];
            };
        };
        /** @description The rate. */
        Rate: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Rate"];
            };
        };
        /** @description Whether it is registered. */
        Exists: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Exists"];
            };
        };
        /** @description When the current code expires. */
        PhoneCodeExpiry: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PhoneCodeExpiry"];
            };
        };
        /** @description The onboarding profile. */
        OnboardingProfile: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OnboardingProfile"];
            };
        };
        /** @description One page of results, the total and facet counts. */
        ProjectSearchResults: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProjectSearchResponse"];
            };
        };
        /** @description The application draft. */
        ApplicationFlow: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApplicationFlow"];
            };
        };
        /** @description The application. */
        Application: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Application"];
            };
        };
        /** @description The new application draft. */
        ApplicationCreated: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Application"];
            };
        };
        /** @description The applications. */
        ApplicationList: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApplicationList"];
            };
        };
        /** @description The open invitations. */
        InvitationList: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InvitationList"];
            };
        };
        /** @description The pool. */
        Pool: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Pool"];
            };
        };
        /** @description The membership after the change. */
        PoolMembership: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PoolMembership"];
            };
        };
        /** @description The new membership (status APPLIED). */
        PoolMembershipCreated: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PoolMembership"];
            };
        };
        /** @description The memberships. */
        PoolMemberships: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PoolMembershipList"];
            };
        };
    };
    parameters: {
        /** @description The session's id (from `GET /freelancer/sessions`). */
        SessionIdPath: components["schemas"]["Uuid"];
        /** @description The token of the emailed download link (valid for 7 days). */
        ExportTokenQuery: components["schemas"]["LinkToken"];
        /** @description The page's slug (`terms`, `privacy`, `imprint`, `accessibility`, `help`, …). */
        PageSlugPath: string;
        /** @description Numeric id of the resource. */
        IdPath: components["schemas"]["Id"];
        /** @description UUID of the resource or of the emailed link. */
        UuidPath: components["schemas"]["Uuid"];
        /** @description The browser's UUID (`_brws_id` cookie). */
        DeviceIdPath: components["schemas"]["Uuid"];
        /** @description The uploaded file's UUID. */
        ResourceIdPath: components["schemas"]["Uuid"];
        /** @description The single-use token from the emailed link. */
        TokenQuery: components["schemas"]["LinkToken"];
        /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
        Affiliate: string;
        /** @description Items to skip. */
        Offset: number;
        /** @description Items per page. */
        Limit: number;
        /** @description Agree to the current terms. */
        TermsQuery: boolean;
        /** @description Agree to the current privacy statement. */
        PrivacyQuery: boolean;
        /** @description The amount. */
        RateValueQuery: components["schemas"]["Money"];
        /** @description ISO 4217 currency (default EUR). */
        CurrencyQuery: components["schemas"]["Currency"];
        /** @description The period the amount is per (default HR). */
        RateUnitQuery: components["schemas"]["RateUnit"];
        /** @description The locale to read content for; must be one of the client's languages. */
        LocaleQuery: components["schemas"]["Locale"];
    };
    requestBodies: {
        IdentityTokenLogin: {
            content: {
                "application/json": components["schemas"]["IdentityTokenLogin"];
            };
        };
        IdentityRegistration: {
            content: {
                "application/json": components["schemas"]["IdentityRegistration"];
            };
        };
        ClientSubscriptionUpdate: {
            content: {
                "application/json": components["schemas"]["ClientSubscriptionUpdate"];
            };
        };
        NotAvailablePeriodInput: {
            content: {
                "application/json": components["schemas"]["NotAvailablePeriodInput"];
            };
        };
        ProjectSearch: {
            content: {
                "application/json": components["schemas"]["ProjectSearchRequest"];
            };
        };
    };
    headers: {
        /** @description Requests allowed in the current window. */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /**
         * @description `auth.refresh=<token>; Max-Age=<refresh token lifetime>; Path=/; HttpOnly; SameSite=Lax`
         *     (plus `Secure` on https) when tokens are issued; an expired `auth.refresh` cookie when the
         *     session ends (logout, a rejected refresh token).
         */
        "Set-Cookie-Refresh": string;
        /** @description Present on cross-origin requests from an origin the client allows (the portal is same-origin and does not need it). */
        "Access-Control-Allow-Origin": string;
        /** @description Total number of items of a paginated list. */
        "X-Total-Count": number;
        /** @description RFC 8288 links to the `next` and `prev` pages of a paginated list. */
        Link: string;
        /** @description Entity tag of the representation, for conditional requests. */
        ETag: string;
        /** @description Caching directives. */
        "Cache-Control": string;
        /** @description How to present the content (RFC 6266), with the file's name (`filename*` in UTF-8). */
        "Content-Disposition": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authorize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLogin"];
            };
        };
        responses: {
            200: components["responses"]["Tokens"];
            202: components["responses"]["DeviceVerificationPending"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeWithUrlToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UrlTokenLogin"];
            };
        };
        responses: {
            200: components["responses"]["Tokens"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeWithLinkedInToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdentityTokenLogin"];
        responses: {
            200: components["responses"]["Tokens"];
            202: components["responses"]["DeviceVerificationPending"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeWithOtlToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtlTokenLogin"];
            };
        };
        responses: {
            200: components["responses"]["Tokens"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeWithGoogleToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdentityTokenLogin"];
        responses: {
            200: components["responses"]["Tokens"];
            202: components["responses"]["DeviceVerificationPending"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeWithAuth0Token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdentityTokenLogin"];
        responses: {
            200: components["responses"]["Tokens"];
            202: components["responses"]["DeviceVerificationPending"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeWithMobileToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MobileTokenLogin"];
            };
        };
        responses: {
            200: components["responses"]["Tokens"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            200: components["responses"]["Tokens"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    oneTimeLinkLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneTimeLinkRequest"];
            };
        };
        responses: {
            /** @description The link was sent if an account uses this email. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTimeLinkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out; the refresh-token cookie is cleared. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["Set-Cookie-Refresh"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFreelancer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Freelancer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFreelancer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FreelancerUpdate"];
            };
        };
        responses: {
            200: components["responses"]["Freelancer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPhoneCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneRequest"];
            };
        };
        responses: {
            202: components["responses"]["PhoneCodeExpiry"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetForgotPassword: {
        parameters: {
            query: {
                /** @description The single-use token from the emailed link. */
                token: components["parameters"]["TokenQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPassword"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateClientSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ClientSubscriptionUpdate"];
        responses: {
            200: components["responses"]["ClientSubscription"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateClientSubscriptionByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ClientSubscriptionUpdate"];
        responses: {
            200: components["responses"]["ClientSubscription"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateResidenceCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResidenceCountryUpdate"];
            };
        };
        responses: {
            200: components["responses"]["Freelancer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProfileInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInfo"];
            };
        };
        responses: {
            /** @description The updated profile information. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    generateCvPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CvResource"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteCvPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The periods, earliest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotAvailablePeriodList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNotAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["NotAvailablePeriodInput"];
        responses: {
            201: components["responses"]["NotAvailablePeriod"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["NotAvailablePeriodInput"];
        responses: {
            200: components["responses"]["NotAvailablePeriod"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteNotAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Rate"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRate: {
        parameters: {
            query: {
                /** @description The amount. */
                value: components["parameters"]["RateValueQuery"];
                /** @description ISO 4217 currency (default EUR). */
                currency?: components["parameters"]["CurrencyQuery"];
                /** @description The period the amount is per (default HR). */
                period?: components["parameters"]["RateUnitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Rate"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocaleUpdate"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Registration"];
            };
        };
        responses: {
            201: components["responses"]["RegistrationCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerFromPhone: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneRegistration"];
            };
        };
        responses: {
            /** @description The account exists and a code was sent; log in with `POST /authorizeWithMobileToken`. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobileState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerFromLinkedIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdentityRegistration"];
        responses: {
            201: components["responses"]["TokensCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerFromGoogle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdentityRegistration"];
        responses: {
            201: components["responses"]["TokensCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerFromAuth0: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["IdentityRegistration"];
        responses: {
            201: components["responses"]["TokensCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fillMissingRegistrationData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissingRegistrationData"];
            };
        };
        responses: {
            200: components["responses"]["Freelancer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Referral"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSecurityId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityIdInput"];
            };
        };
        responses: {
            /** @description The security id. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityId"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSecurityIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The security ids (the header shows its security-id entry only when there are some). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityIdList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLegalNeedsToAgree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description True for each document that still needs agreement. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalNeeds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    agreeToLegal: {
        parameters: {
            query?: {
                /** @description Agree to the current terms. */
                terms?: components["parameters"]["TermsQuery"];
                /** @description Agree to the current privacy statement. */
                privacy?: components["parameters"]["PrivacyQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivateForTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeactivationRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    emailExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            200: components["responses"]["Exists"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    phoneExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneRequest"];
            };
        };
        responses: {
            200: components["responses"]["Exists"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPhoneCodeExpiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneRequest"];
            };
        };
        responses: {
            200: components["responses"]["PhoneCodeExpiry"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChange"];
            };
        };
        responses: {
            /** @description The confirmation link was sent. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreelancerUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmUpdatedEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CV; histories are sorted by start date, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cv"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Cv"];
            };
        };
        responses: {
            /** @description The stored CV. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cv"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadCv: {
        parameters: {
            query?: {
                /** @description Replace the current uploaded CV instead of adding one. */
                isOverWriteCV?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CvUpload"];
            };
        };
        responses: {
            201: components["responses"]["CvResource"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getProfileStrength: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile strength. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileStrength"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCvResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CV files, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvResourceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    parseCv: {
        parameters: {
            query?: {
                /** @description The CV file to parse; the newest uploaded CV when omitted. */
                resourceId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parsed data. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParsedCv"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    activateAccount: {
        parameters: {
            query: {
                /** @description The single-use token from the emailed link. */
                token: components["parameters"]["TokenQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account is active (or already was). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                /** @description The single-use token from the emailed link. */
                token: components["parameters"]["TokenQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is verified. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    hasPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a password is set. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HasPassword"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendActivationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHiddenFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hidden field names (dot paths of the profile). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HiddenFields"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live sessions, most recently used first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id (from `GET /freelancer/sessions`). */
                id: components["parameters"]["SessionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConsents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every recorded agreement, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest export, or status NONE. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export being built. */
            202: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDataExport: {
        parameters: {
            query: {
                /** @description The token of the emailed download link (valid for 7 days). */
                token: components["parameters"]["ExportTokenQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    eraseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasureRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices, most recently used first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrustedDeviceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerUserDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The browser's UUID (`_brws_id` cookie). */
                id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceRegistration"];
            };
        };
        responses: {
            /** @description The device. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrustedDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUserDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The browser's UUID (`_brws_id` cookie). */
                id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    isUserDeviceTrusted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The browser's UUID (`_brws_id` cookie). */
                id: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the device is trusted. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTrust"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOnboarding: {
        parameters: {
            query?: {
                /** @description Onboarding type; long unless a job was saved before login. */
                type?: components["schemas"]["OnboardingType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The structure rows of the type, with the freelancer's saved values. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveOnboardingStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingStepSave"];
            };
        };
        responses: {
            /** @description The saved structure. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOnboardingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OnboardingProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchOnboardingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingProfilePatch"];
            };
        };
        responses: {
            200: components["responses"]["OnboardingProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    storeLongOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Freelancer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    storeShortOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShortOnboardingStore"];
            };
        };
        responses: {
            200: components["responses"]["Freelancer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClientCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientCategoryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPoolsByCategory: {
        parameters: {
            query?: {
                /** @description Only pools offered during onboarding. */
                onBoarding?: boolean;
                /** @description Only these categories. */
                categoryIds?: components["schemas"]["Id"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pools by category. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PoolCategories"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resolveLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeoResolveRequest"];
            };
        };
        responses: {
            /** @description The lookup result; `result` is SUCCESS or says why it failed. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoResolveResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchProjects: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProjectSearch"];
        responses: {
            200: components["responses"]["ProjectSearchResults"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publicSearchProjects: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProjectSearch"];
        responses: {
            200: components["responses"]["ProjectSearchResults"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoolSearchRequest"];
            };
        };
        responses: {
            /** @description The matching pools. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PoolSearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectByVmsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client's own id of the project. */
                vmsId: components["schemas"]["VmsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSiteLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations, by country then city. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setProjectExclusions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectExclusionUpdate"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    excludeProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProjectExclusions: {
        parameters: {
            query?: {
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Items per page. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The excluded projects, most recent first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcludedProjectPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countProjectPageOpen: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSecurityIdFaqVerbiage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The text, in the request's language. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityIdFaq"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSecurityIdPattern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pattern (a regular expression) and an example. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityIdPattern"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    calculateApplicationRate: {
        parameters: {
            query: {
                /** @description The amount. */
                value: components["parameters"]["RateValueQuery"];
                /** @description ISO 4217 currency (default EUR). */
                currency?: components["parameters"]["CurrencyQuery"];
                /** @description The period the amount is per (default HR). */
                period?: components["parameters"]["RateUnitQuery"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The talent rate and the display rate. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateCalculation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApplicationFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApplicationFlow"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelApplicationFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchApplicationFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationFlowPatch"];
            };
        };
        responses: {
            200: components["responses"]["ApplicationFlow"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finishApplicationFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitPayload"];
            };
        };
        responses: {
            200: components["responses"]["Application"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getProjectOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's application options. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSimilarProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 10 similar projects. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pool"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPoolMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PoolMemberships"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAcceptedPoolMemberships: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PoolMemberships"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    switchPoolMembershipNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PoolMembership"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyToPool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["PoolMembershipCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPoolMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    togglePoolJobNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PoolMembership"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    togglePoolJobNotificationByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification setting after the change. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobNotificationState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPoolProjectApplications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApplicationList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPoolOpenInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InvitationList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description Only applications with these display statuses. */
                status?: components["schemas"]["ApplicationStatus"][];
                /** @description Items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Items per page. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationCreate"];
            };
        };
        responses: {
            200: components["responses"]["Application"];
            201: components["responses"]["ApplicationCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApplicationDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApplicationList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitPayload"];
            };
        };
        responses: {
            200: components["responses"]["Application"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    withdrawApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            200: components["responses"]["Application"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApplicationQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions in order; follow-up questions name the parent answer that reveals them. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApplicationFlowSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The steps in order. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowStepList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInterviewSlots: {
        parameters: {
            query?: {
                /** @description Start of the period (default now). */
                from?: components["schemas"]["DateTime"];
                /** @description End of the period (default 14 days after `from`). */
                to?: components["schemas"]["DateTime"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The free slots, or a result saying why there are none. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeBusy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    agreeToApplicationLegal: {
        parameters: {
            query?: {
                /** @description Agree to the current terms. */
                terms?: components["parameters"]["TermsQuery"];
                /** @description Agree to the current privacy statement. */
                privacy?: components["parameters"]["PrivacyQuery"];
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loadApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application's submitted data. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoadedApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApplicationAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assessment state. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assessment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOpenInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["InvitationList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The declined invitation. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClientContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Client context and config. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientContextResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBreadcrumbs: {
        parameters: {
            query?: {
                /** @description The pool of the page. */
                poolId?: components["schemas"]["Id"];
                /** @description The city of the page. */
                city?: components["schemas"]["ShortText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The breadcrumbs. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Breadcrumbs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAffiliate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Affiliate attribution from the portal's affiliate cookie (set from `page`, `r` and `utm_*` query parameters). */
                "X-Affiliate"?: components["parameters"]["Affiliate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The affiliate, or null. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages, default first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries, alphabetically in the request's language. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImage: {
        parameters: {
            query?: {
                /** @description Resize to this width in pixels (never beyond the original), keeping the aspect ratio. */
                width?: components["schemas"]["ImageWidth"];
            };
            header?: never;
            path: {
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["Binary"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadResource: {
        parameters: {
            query: {
                /** @description What the file is for. */
                kind: components["schemas"]["ResourceKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ResourceUpload"];
            };
        };
        responses: {
            /** @description The stored file. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceMeta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    downloadResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uploaded file's UUID. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's content. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["Binary"];
                    "image/png": components["schemas"]["Binary"];
                    "image/jpeg": components["schemas"]["Binary"];
                    "image/webp": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getResourceMeta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uploaded file's UUID. */
                id: components["parameters"]["ResourceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's metadata. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceMeta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"];
                };
            };
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJobAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alerts, newest first. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlertList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJobAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobAlertInput"];
            };
        };
        responses: {
            /** @description The alert. */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateJobAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobAlertUpdate"];
            };
        };
        responses: {
            /** @description The alert after the change. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJobAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscriptionByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings, the job alerts and the pools with job notifications. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSubscriptionByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteJobAlertByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    oneClickUnsubscribe: {
        parameters: {
            query?: {
                /** @description The job alert whose digest carried the header. */
                alert?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description UUID of the resource or of the emailed link. */
                uuid: components["parameters"]["UuidPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OneClickUnsubscribe"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCmsCategories: {
        parameters: {
            query: {
                /** @description The locale to read content for; must be one of the client's languages. */
                locale: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCmsLinks: {
        parameters: {
            query: {
                /** @description The locale to read content for; must be one of the client's languages. */
                locale: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsLinkList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCmsPages: {
        parameters: {
            query: {
                /** @description The locale to read content for; must be one of the client's languages. */
                locale: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages, without their text. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCmsPage: {
        parameters: {
            query: {
                /** @description The locale to read content for; must be one of the client's languages. */
                locale: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                /** @description The page's slug (`terms`, `privacy`, `imprint`, `accessibility`, `help`, …). */
                slug: components["parameters"]["PageSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectImportRequest"];
            };
        };
        responses: {
            /** @description What the batch did, with the errors of the items that were not imported. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVmsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmsWebhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setVmsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VmsWebhookInput"];
            };
        };
        responses: {
            /** @description The webhook with its new signing secret (shown only here). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmsWebhookCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteVmsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVmsApplicationEvents: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of an earlier answer (opaque). */
                cursor?: components["schemas"]["VmsCursor"];
                /** @description Events per answer. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next events. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmsEventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVmsApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmsApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setVmsApplicationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VmsStatusChange"];
            };
        };
        responses: {
            /** @description The application after the change. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmsApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadVmsApplicationDocument: {
        parameters: {
            query: {
                /** @description When the link expires (Unix seconds). */
                expires: number;
                /** @description The link's signature (hex). */
                signature: string;
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
                /** @description Which document. */
                document: "cv" | "coverLetter";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["Binary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createVmsInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VmsInvitationCreate"];
            };
        };
        responses: {
            /** @description The invitation created earlier with the same `eventId`. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description The invitation (state cr, code inv). */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelVmsInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled invitation. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setVmsInterviewSlots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's vmsId. */
                vmsId: components["schemas"]["VmsId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VmsInterviewSlotsInput"];
            };
        };
        responses: {
            /** @description The project's slots now, in time order. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmsInterviewSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
