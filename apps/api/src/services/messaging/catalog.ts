// Texts of the emails and SMS the server sends, per locale, as ICU messages. Ukrainian falls back
// to English (spec §9), as every locale without its own catalog does.

/** Kinds of messages the server sends. */
export type MessageKind =
  | 'activation'
  | 'verifyEmail'
  | 'changeEmail'
  | 'resetPassword'
  | 'oneTimeLink'
  | 'deviceLogin'
  | 'smsCode'
  | 'referral'
  | 'applicationSubmitted'
  | 'applicationUpdated'
  // An application moved (by the client's system or the delivery to it), one kind per status.
  | 'applicationSentToClient'
  | 'applicationSendFailed'
  | 'applicationActive'
  | 'applicationUnconfirmed'
  | 'applicationHired'
  | 'applicationRejectedByMsp'
  | 'applicationRejectedByVms'
  | 'invitation'
  // Digests (services/notifications/digests.ts): a job alert's new projects, and the new projects of the pools.
  | 'jobAlertDigest'
  | 'poolDigest'
  // The talent's data export ("download my data") is ready: an expiring download link.
  | 'dataExportReady';

/** One message's texts: subject (emails), body paragraphs, the label of its button, and its own footer. */
export interface MessageTexts {
  readonly subject: string;
  readonly body: readonly string[];
  readonly action?: string;
  /** Paragraphs after the message's list of items (a digest's "and N more"). */
  readonly closing?: readonly string[];
  /** Replaces the catalog's footer (which speaks of the recipient's account) for mail to non-members. */
  readonly footer?: string;
}

type Catalog = Record<MessageKind, MessageTexts> & {
  readonly greeting: string;
  readonly footer: string;
  /** The footer's line with the link (`{manageLink}`) to manage or stop emails without logging in. */
  readonly manage: string;
};

const en: Catalog = {
  greeting: '{name, select, other {Hello {name},} none {Hello,}}',
  footer: 'You receive this email because of your account with {client}.',
  manage: 'Manage or stop these emails: {manageLink}',
  activation: {
    subject: 'Activate your {client} account',
    body: ['Please confirm your email address to activate your account.', 'The link is valid for 7 days.'],
    action: 'Activate account',
  },
  verifyEmail: {
    subject: 'Confirm your email address for {client}',
    body: ['Please confirm your email address.', 'The link is valid for 3 days.'],
    action: 'Confirm email address',
  },
  changeEmail: {
    subject: 'Confirm your new email address for {client}',
    body: [
      'You asked to use this address for your {client} account. Please confirm it.',
      'The link is valid for 3 days.',
    ],
    action: 'Confirm new address',
  },
  resetPassword: {
    subject: 'Reset your {client} password',
    body: [
      'Someone asked to reset the password of your account. If it was you, choose a new password.',
      'The link is valid for one hour. If it was not you, ignore this email.',
    ],
    action: 'Choose a new password',
  },
  oneTimeLink: {
    subject: 'Your {client} login link',
    body: ['Use this link to log in. It works once and for 15 minutes.'],
    action: 'Log in',
  },
  deviceLogin: {
    subject: 'Confirm your login on a new device',
    body: [
      'Someone logged in to your {client} account from a new device ({device}). If it was you, confirm the device.',
      'The link is valid for 30 minutes.',
    ],
    action: 'Confirm this device',
  },
  smsCode: { subject: '', body: ['{code} is your {client} code. It expires in 10 minutes.'] },
  applicationSubmitted: {
    subject: 'Your application for {job}',
    body: [
      'Thank you for applying for {job}. We pass your application on to the client and let you know how it goes.',
      '{slot, select, none {} other {Your live interview is booked; the attached invitation adds it to your calendar.}}',
    ],
    action: 'Follow your application',
  },
  applicationUpdated: {
    subject: 'Your application for {job} was changed',
    body: [
      'Your changes to the application for {job} are saved and passed on to the client.',
      '{slot, select, none {} other {Your live interview is booked; the attached invitation adds it to your calendar.}}',
    ],
    action: 'Follow your application',
  },
  referral: {
    subject: '{inviter, select, none {You are invited} other {{inviter} invites you}} to {client}',
    body: [
      '{inviter, select, none {A member of {client}} other {{inviter}}} thinks you would like the projects on {client}. Sign up to see them.',
      '{message}',
    ],
    action: 'Sign up',
    footer: 'You receive this email because a member of {client} invited you.',
  },
  applicationSentToClient: {
    subject: 'Your application for {project} was sent to the client',
    body: ['Your application for “{project}” has reached the client. We will let you know when it moves on.'],
    action: 'See your applications',
  },
  applicationSendFailed: {
    subject: 'Your application for {project} could not be sent',
    body: [
      'We could not deliver your application for “{project}” to the client.',
      'Open it and save it again to send it once more, or withdraw it.',
    ],
    action: 'See your applications',
  },
  applicationActive: {
    subject: 'Your application for {project} is being reviewed',
    body: ['The client is now reviewing your application for “{project}”.'],
    action: 'See your applications',
  },
  applicationUnconfirmed: {
    subject: 'Your application for {project} awaits confirmation',
    body: ['The client has put your application for “{project}” on hold until it is confirmed.'],
    action: 'See your applications',
  },
  applicationHired: {
    subject: 'Congratulations: you were selected for {project}',
    body: ['The client has selected you for “{project}”. They will contact you about the next steps.'],
    action: 'See your applications',
  },
  applicationRejectedByMsp: {
    subject: 'Your application for {project}',
    body: ['Thank you for applying to “{project}”. Unfortunately we cannot put your application forward this time.'],
    action: 'See your applications',
  },
  applicationRejectedByVms: {
    subject: 'Your application for {project}',
    body: ['Thank you for applying to “{project}”. Unfortunately the client has decided not to go ahead with it.'],
    action: 'See your applications',
  },
  invitation: {
    subject: 'You are invited to apply for {project}',
    body: ['{client} invites you to apply for “{project}”.', '{message}'],
    action: 'See your invitations',
  },
  jobAlertDigest: {
    subject: '{count, plural, one {# new project} other {# new projects}} for “{alert}”',
    body: ['New projects match your job alert “{alert}”:'],
    closing: ['{more, plural, =0 {} one {…and # more project.} other {…and # more projects.}}'],
    action: 'See all matching projects',
    footer: 'You receive this email because you saved the job alert “{alert}” with {client}.',
  },
  poolDigest: {
    subject: '{count, plural, one {# new project} other {# new projects}} in your pools at {client}',
    body: ['New projects were published in your pools:'],
    closing: ['{more, plural, =0 {} one {…and # more project.} other {…and # more projects.}}'],
    action: 'See all projects',
    footer:
      'You receive this email because you chose a {frequency, select, DAILY {daily} other {weekly}} digest of new projects in your pools at {client}.',
  },
  dataExportReady: {
    subject: 'Your {client} data is ready to download',
    body: [
      'The copy of everything {client} holds about you (your account, profile, applications, devices, consents and files) is ready.',
      'The link is valid for 7 days. If you did not ask for this copy, log in and change your password.',
    ],
    action: 'Download your data',
  },
};

const de: Catalog = {
  greeting: '{name, select, other {Hallo {name},} none {Hallo,}}',
  footer: 'Sie erhalten diese E-Mail wegen Ihres Kontos bei {client}.',
  manage: 'Diese E-Mails verwalten oder abbestellen: {manageLink}',
  activation: {
    subject: 'Aktivieren Sie Ihr Konto bei {client}',
    body: ['Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.', 'Der Link ist 7 Tage gültig.'],
    action: 'Konto aktivieren',
  },
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für {client}',
    body: ['Bitte bestätigen Sie Ihre E-Mail-Adresse.', 'Der Link ist 3 Tage gültig.'],
    action: 'E-Mail-Adresse bestätigen',
  },
  changeEmail: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für {client}',
    body: [
      'Sie möchten diese Adresse für Ihr Konto bei {client} verwenden. Bitte bestätigen Sie sie.',
      'Der Link ist 3 Tage gültig.',
    ],
    action: 'Neue Adresse bestätigen',
  },
  resetPassword: {
    subject: 'Setzen Sie Ihr Passwort für {client} zurück',
    body: [
      'Jemand möchte das Passwort Ihres Kontos zurücksetzen. Wenn Sie das waren, wählen Sie ein neues Passwort.',
      'Der Link ist eine Stunde gültig. Wenn Sie es nicht waren, ignorieren Sie diese E-Mail.',
    ],
    action: 'Neues Passwort wählen',
  },
  oneTimeLink: {
    subject: 'Ihr Anmeldelink für {client}',
    body: ['Mit diesem Link melden Sie sich an. Er funktioniert einmal und 15 Minuten lang.'],
    action: 'Anmelden',
  },
  deviceLogin: {
    subject: 'Bestätigen Sie die Anmeldung auf einem neuen Gerät',
    body: [
      'Jemand hat sich von einem neuen Gerät ({device}) bei Ihrem Konto bei {client} angemeldet. Wenn Sie das waren, bestätigen Sie das Gerät.',
      'Der Link ist 30 Minuten gültig.',
    ],
    action: 'Gerät bestätigen',
  },
  smsCode: { subject: '', body: ['{code} ist Ihr Code für {client}. Er läuft in 10 Minuten ab.'] },
  applicationSubmitted: {
    subject: 'Ihre Bewerbung für {job}',
    body: [
      'Danke für Ihre Bewerbung für {job}. Wir leiten sie an den Kunden weiter und halten Sie auf dem Laufenden.',
      '{slot, select, none {} other {Ihr Live-Interview ist gebucht; mit der angehängten Einladung tragen Sie es in Ihren Kalender ein.}}',
    ],
    action: 'Bewerbung verfolgen',
  },
  applicationUpdated: {
    subject: 'Ihre Bewerbung für {job} wurde geändert',
    body: [
      'Ihre Änderungen an der Bewerbung für {job} sind gespeichert und werden an den Kunden weitergeleitet.',
      '{slot, select, none {} other {Ihr Live-Interview ist gebucht; mit der angehängten Einladung tragen Sie es in Ihren Kalender ein.}}',
    ],
    action: 'Bewerbung verfolgen',
  },
  referral: {
    subject:
      '{inviter, select, none {Einladung} other {{inviter} lädt Sie}} zu {client}{inviter, select, none {} other { ein}}',
    body: [
      '{inviter, select, none {Ein Mitglied von {client}} other {{inviter}}} meint, die Projekte bei {client} könnten Ihnen gefallen. Registrieren Sie sich, um sie zu sehen.',
      '{message}',
    ],
    action: 'Registrieren',
    footer: 'Sie erhalten diese E-Mail, weil ein Mitglied von {client} Sie eingeladen hat.',
  },
  applicationSentToClient: {
    subject: 'Ihre Bewerbung für {project} wurde an den Kunden gesendet',
    body: ['Ihre Bewerbung für „{project}“ ist beim Kunden angekommen. Wir melden uns, sobald es weitergeht.'],
    action: 'Zu Ihren Bewerbungen',
  },
  applicationSendFailed: {
    subject: 'Ihre Bewerbung für {project} konnte nicht gesendet werden',
    body: [
      'Wir konnten Ihre Bewerbung für „{project}“ nicht an den Kunden übermitteln.',
      'Öffnen und speichern Sie sie erneut, um sie noch einmal zu senden, oder ziehen Sie sie zurück.',
    ],
    action: 'Zu Ihren Bewerbungen',
  },
  applicationActive: {
    subject: 'Ihre Bewerbung für {project} wird geprüft',
    body: ['Der Kunde prüft jetzt Ihre Bewerbung für „{project}“.'],
    action: 'Zu Ihren Bewerbungen',
  },
  applicationUnconfirmed: {
    subject: 'Ihre Bewerbung für {project} wartet auf Bestätigung',
    body: ['Der Kunde hat Ihre Bewerbung für „{project}“ bis zur Bestätigung zurückgestellt.'],
    action: 'Zu Ihren Bewerbungen',
  },
  applicationHired: {
    subject: 'Herzlichen Glückwunsch: Sie wurden für {project} ausgewählt',
    body: ['Der Kunde hat Sie für „{project}“ ausgewählt. Er meldet sich wegen der nächsten Schritte bei Ihnen.'],
    action: 'Zu Ihren Bewerbungen',
  },
  applicationRejectedByMsp: {
    subject: 'Ihre Bewerbung für {project}',
    body: ['Danke für Ihre Bewerbung für „{project}“. Leider können wir sie diesmal nicht weiterleiten.'],
    action: 'Zu Ihren Bewerbungen',
  },
  applicationRejectedByVms: {
    subject: 'Ihre Bewerbung für {project}',
    body: ['Danke für Ihre Bewerbung für „{project}“. Leider hat sich der Kunde gegen sie entschieden.'],
    action: 'Zu Ihren Bewerbungen',
  },
  invitation: {
    subject: 'Einladung zur Bewerbung für {project}',
    body: ['{client} lädt Sie ein, sich für „{project}“ zu bewerben.', '{message}'],
    action: 'Zu Ihren Einladungen',
  },
  jobAlertDigest: {
    subject: '{count, plural, one {# neues Projekt} other {# neue Projekte}} für „{alert}“',
    body: ['Neue Projekte passen zu Ihrem Suchauftrag „{alert}“:'],
    closing: ['{more, plural, =0 {} one {… und # weiteres Projekt.} other {… und # weitere Projekte.}}'],
    action: 'Alle passenden Projekte ansehen',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei {client} den Suchauftrag „{alert}“ gespeichert haben.',
  },
  poolDigest: {
    subject: '{count, plural, one {# neues Projekt} other {# neue Projekte}} in Ihren Pools bei {client}',
    body: ['In Ihren Pools wurden neue Projekte veröffentlicht:'],
    closing: ['{more, plural, =0 {} one {… und # weiteres Projekt.} other {… und # weitere Projekte.}}'],
    action: 'Alle Projekte ansehen',
    footer:
      'Sie erhalten diese E-Mail, weil Sie bei {client} eine {frequency, select, DAILY {tägliche} other {wöchentliche}} Übersicht neuer Projekte in Ihren Pools gewählt haben.',
  },
  dataExportReady: {
    subject: 'Ihre Daten bei {client} stehen zum Herunterladen bereit',
    body: [
      'Die Kopie aller Daten, die {client} über Sie speichert (Konto, Profil, Bewerbungen, Geräte, Einwilligungen und Dateien), ist fertig.',
      'Der Link ist 7 Tage gültig. Wenn Sie diese Kopie nicht angefordert haben, melden Sie sich an und ändern Sie Ihr Passwort.',
    ],
    action: 'Daten herunterladen',
  },
};

const fr: Catalog = {
  greeting: '{name, select, other {Bonjour {name},} none {Bonjour,}}',
  footer: 'Vous recevez cet e-mail en raison de votre compte chez {client}.',
  manage: 'Gérer ou arrêter ces e-mails : {manageLink}',
  activation: {
    subject: 'Activez votre compte {client}',
    body: ['Veuillez confirmer votre adresse e-mail pour activer votre compte.', 'Le lien est valable 7 jours.'],
    action: 'Activer le compte',
  },
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail pour {client}',
    body: ['Veuillez confirmer votre adresse e-mail.', 'Le lien est valable 3 jours.'],
    action: 'Confirmer l’adresse',
  },
  changeEmail: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour {client}',
    body: [
      'Vous souhaitez utiliser cette adresse pour votre compte {client}. Veuillez la confirmer.',
      'Le lien est valable 3 jours.',
    ],
    action: 'Confirmer la nouvelle adresse',
  },
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe {client}',
    body: [
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Si c’était vous, choisissez un nouveau mot de passe.',
      'Le lien est valable une heure. Sinon, ignorez cet e-mail.',
    ],
    action: 'Choisir un nouveau mot de passe',
  },
  oneTimeLink: {
    subject: 'Votre lien de connexion {client}',
    body: ['Utilisez ce lien pour vous connecter. Il fonctionne une fois, pendant 15 minutes.'],
    action: 'Se connecter',
  },
  deviceLogin: {
    subject: 'Confirmez la connexion sur un nouvel appareil',
    body: [
      'Quelqu’un s’est connecté à votre compte {client} depuis un nouvel appareil ({device}). Si c’était vous, confirmez l’appareil.',
      'Le lien est valable 30 minutes.',
    ],
    action: 'Confirmer l’appareil',
  },
  smsCode: { subject: '', body: ['{code} est votre code {client}. Il expire dans 10 minutes.'] },
  applicationSubmitted: {
    subject: 'Votre candidature pour {job}',
    body: [
      'Merci d’avoir postulé pour {job}. Nous transmettons votre candidature au client et vous tenons informé.',
      '{slot, select, none {} other {Votre entretien est réservé ; l’invitation jointe l’ajoute à votre agenda.}}',
    ],
    action: 'Suivre ma candidature',
  },
  applicationUpdated: {
    subject: 'Votre candidature pour {job} a été modifiée',
    body: [
      'Vos modifications de la candidature pour {job} sont enregistrées et transmises au client.',
      '{slot, select, none {} other {Votre entretien est réservé ; l’invitation jointe l’ajoute à votre agenda.}}',
    ],
    action: 'Suivre ma candidature',
  },
  referral: {
    subject: '{inviter, select, none {Vous êtes invité} other {{inviter} vous invite}} sur {client}',
    body: [
      '{inviter, select, none {Un membre de {client}} other {{inviter}}} pense que les projets de {client} vous plairont. Inscrivez-vous pour les découvrir.',
      '{message}',
    ],
    action: 'S’inscrire',
    footer: 'Vous recevez cet e-mail parce qu’un membre de {client} vous a invité.',
  },
  applicationSentToClient: {
    subject: 'Votre candidature pour {project} a été envoyée au client',
    body: ['Votre candidature pour « {project} » est arrivée chez le client. Nous vous tiendrons informé de la suite.'],
    action: 'Voir vos candidatures',
  },
  applicationSendFailed: {
    subject: 'Votre candidature pour {project} n’a pas pu être envoyée',
    body: [
      'Nous n’avons pas pu transmettre votre candidature pour « {project} » au client.',
      'Ouvrez-la et enregistrez-la de nouveau pour la renvoyer, ou retirez-la.',
    ],
    action: 'Voir vos candidatures',
  },
  applicationActive: {
    subject: 'Votre candidature pour {project} est en cours d’examen',
    body: ['Le client examine maintenant votre candidature pour « {project} ».'],
    action: 'Voir vos candidatures',
  },
  applicationUnconfirmed: {
    subject: 'Votre candidature pour {project} attend une confirmation',
    body: ['Le client a mis votre candidature pour « {project} » en attente de confirmation.'],
    action: 'Voir vos candidatures',
  },
  applicationHired: {
    subject: 'Félicitations : vous avez été retenu pour {project}',
    body: ['Le client vous a retenu pour « {project} ». Il vous contactera pour les prochaines étapes.'],
    action: 'Voir vos candidatures',
  },
  applicationRejectedByMsp: {
    subject: 'Votre candidature pour {project}',
    body: [
      'Merci d’avoir postulé à « {project} ». Malheureusement, nous ne pouvons pas transmettre votre candidature cette fois-ci.',
    ],
    action: 'Voir vos candidatures',
  },
  applicationRejectedByVms: {
    subject: 'Votre candidature pour {project}',
    body: ['Merci d’avoir postulé à « {project} ». Malheureusement, le client a décidé de ne pas y donner suite.'],
    action: 'Voir vos candidatures',
  },
  invitation: {
    subject: 'Vous êtes invité à postuler pour {project}',
    body: ['{client} vous invite à postuler pour « {project} ».', '{message}'],
    action: 'Voir vos invitations',
  },
  jobAlertDigest: {
    subject: '{count, plural, one {# nouveau projet} other {# nouveaux projets}} pour « {alert} »',
    body: ['De nouveaux projets correspondent à votre alerte « {alert} » :'],
    closing: ['{more, plural, =0 {} one {… et # autre projet.} other {… et # autres projets.}}'],
    action: 'Voir tous les projets correspondants',
    footer: 'Vous recevez cet e-mail car vous avez enregistré l’alerte « {alert} » chez {client}.',
  },
  poolDigest: {
    subject: '{count, plural, one {# nouveau projet} other {# nouveaux projets}} dans vos pools chez {client}',
    body: ['De nouveaux projets ont été publiés dans vos pools :'],
    closing: ['{more, plural, =0 {} one {… et # autre projet.} other {… et # autres projets.}}'],
    action: 'Voir tous les projets',
    footer:
      'Vous recevez cet e-mail car vous avez choisi un récapitulatif {frequency, select, DAILY {quotidien} other {hebdomadaire}} des nouveaux projets de vos pools chez {client}.',
  },
  dataExportReady: {
    subject: 'Vos données {client} sont prêtes à être téléchargées',
    body: [
      'La copie de tout ce que {client} conserve à votre sujet (compte, profil, candidatures, appareils, consentements et fichiers) est prête.',
      'Le lien est valable 7 jours. Si vous n’avez pas demandé cette copie, connectez-vous et changez votre mot de passe.',
    ],
    action: 'Télécharger vos données',
  },
};

const nl: Catalog = {
  greeting: '{name, select, other {Hallo {name},} none {Hallo,}}',
  footer: 'U ontvangt deze e-mail vanwege uw account bij {client}.',
  manage: 'Deze e-mails beheren of stopzetten: {manageLink}',
  activation: {
    subject: 'Activeer uw account bij {client}',
    body: ['Bevestig uw e-mailadres om uw account te activeren.', 'De link is 7 dagen geldig.'],
    action: 'Account activeren',
  },
  verifyEmail: {
    subject: 'Bevestig uw e-mailadres voor {client}',
    body: ['Bevestig uw e-mailadres.', 'De link is 3 dagen geldig.'],
    action: 'E-mailadres bevestigen',
  },
  changeEmail: {
    subject: 'Bevestig uw nieuwe e-mailadres voor {client}',
    body: [
      'U wilt dit adres gebruiken voor uw account bij {client}. Bevestig het alstublieft.',
      'De link is 3 dagen geldig.',
    ],
    action: 'Nieuw adres bevestigen',
  },
  resetPassword: {
    subject: 'Stel uw wachtwoord voor {client} opnieuw in',
    body: [
      'Iemand wil het wachtwoord van uw account opnieuw instellen. Was u dat, kies dan een nieuw wachtwoord.',
      'De link is een uur geldig. Was u het niet, negeer dan deze e-mail.',
    ],
    action: 'Nieuw wachtwoord kiezen',
  },
  oneTimeLink: {
    subject: 'Uw inloglink voor {client}',
    body: ['Log in met deze link. Hij werkt één keer en 15 minuten lang.'],
    action: 'Inloggen',
  },
  deviceLogin: {
    subject: 'Bevestig de login op een nieuw apparaat',
    body: [
      'Iemand heeft vanaf een nieuw apparaat ({device}) ingelogd op uw account bij {client}. Was u dat, bevestig dan het apparaat.',
      'De link is 30 minuten geldig.',
    ],
    action: 'Apparaat bevestigen',
  },
  smsCode: { subject: '', body: ['{code} is uw code voor {client}. Hij verloopt over 10 minuten.'] },
  applicationSubmitted: {
    subject: 'Uw sollicitatie voor {job}',
    body: [
      'Bedankt voor uw sollicitatie voor {job}. We sturen die door naar de klant en houden u op de hoogte.',
      '{slot, select, none {} other {Uw live-interview is geboekt; met de bijgevoegde uitnodiging zet u het in uw agenda.}}',
    ],
    action: 'Sollicitatie volgen',
  },
  applicationUpdated: {
    subject: 'Uw sollicitatie voor {job} is gewijzigd',
    body: [
      'Uw wijzigingen in de sollicitatie voor {job} zijn opgeslagen en doorgestuurd naar de klant.',
      '{slot, select, none {} other {Uw live-interview is geboekt; met de bijgevoegde uitnodiging zet u het in uw agenda.}}',
    ],
    action: 'Sollicitatie volgen',
  },
  referral: {
    subject: '{inviter, select, none {U bent uitgenodigd} other {{inviter} nodigt u uit}} voor {client}',
    body: [
      '{inviter, select, none {Een lid van {client}} other {{inviter}}} denkt dat de projecten bij {client} u bevallen. Meld u aan om ze te zien.',
      '{message}',
    ],
    action: 'Aanmelden',
    footer: 'U ontvangt deze e-mail omdat een lid van {client} u heeft uitgenodigd.',
  },
  applicationSentToClient: {
    subject: 'Uw sollicitatie voor {project} is naar de klant gestuurd',
    body: ['Uw sollicitatie voor ‘{project}’ is bij de klant aangekomen. We laten u weten wanneer er nieuws is.'],
    action: 'Naar uw sollicitaties',
  },
  applicationSendFailed: {
    subject: 'Uw sollicitatie voor {project} kon niet worden verstuurd',
    body: [
      'We konden uw sollicitatie voor ‘{project}’ niet bij de klant afleveren.',
      'Open en bewaar haar opnieuw om haar nog eens te versturen, of trek haar in.',
    ],
    action: 'Naar uw sollicitaties',
  },
  applicationActive: {
    subject: 'Uw sollicitatie voor {project} wordt beoordeeld',
    body: ['De klant beoordeelt nu uw sollicitatie voor ‘{project}’.'],
    action: 'Naar uw sollicitaties',
  },
  applicationUnconfirmed: {
    subject: 'Uw sollicitatie voor {project} wacht op bevestiging',
    body: ['De klant heeft uw sollicitatie voor ‘{project}’ aangehouden tot ze bevestigd is.'],
    action: 'Naar uw sollicitaties',
  },
  applicationHired: {
    subject: 'Gefeliciteerd: u bent gekozen voor {project}',
    body: ['De klant heeft u gekozen voor ‘{project}’. U hoort van de klant over de volgende stappen.'],
    action: 'Naar uw sollicitaties',
  },
  applicationRejectedByMsp: {
    subject: 'Uw sollicitatie voor {project}',
    body: ['Bedankt voor uw sollicitatie voor ‘{project}’. Helaas kunnen we haar deze keer niet doorsturen.'],
    action: 'Naar uw sollicitaties',
  },
  applicationRejectedByVms: {
    subject: 'Uw sollicitatie voor {project}',
    body: ['Bedankt voor uw sollicitatie voor ‘{project}’. Helaas heeft de klant besloten er niet mee verder te gaan.'],
    action: 'Naar uw sollicitaties',
  },
  invitation: {
    subject: 'U bent uitgenodigd te solliciteren voor {project}',
    body: ['{client} nodigt u uit te solliciteren voor ‘{project}’.', '{message}'],
    action: 'Naar uw uitnodigingen',
  },
  jobAlertDigest: {
    subject: '{count, plural, one {# nieuw project} other {# nieuwe projecten}} voor ‘{alert}’',
    body: ['Nieuwe projecten passen bij uw vacature-alert ‘{alert}’:'],
    closing: ['{more, plural, =0 {} one {…en nog # project.} other {…en nog # projecten.}}'],
    action: 'Alle passende projecten bekijken',
    footer: 'U ontvangt deze e-mail omdat u bij {client} de vacature-alert ‘{alert}’ hebt opgeslagen.',
  },
  poolDigest: {
    subject: '{count, plural, one {# nieuw project} other {# nieuwe projecten}} in uw pools bij {client}',
    body: ['Er zijn nieuwe projecten gepubliceerd in uw pools:'],
    closing: ['{more, plural, =0 {} one {…en nog # project.} other {…en nog # projecten.}}'],
    action: 'Alle projecten bekijken',
    footer:
      'U ontvangt deze e-mail omdat u bij {client} een {frequency, select, DAILY {dagelijks} other {wekelijks}} overzicht van nieuwe projecten in uw pools hebt gekozen.',
  },
  dataExportReady: {
    subject: 'Uw gegevens bij {client} staan klaar om te downloaden',
    body: [
      'De kopie van alles wat {client} over u bewaart (account, profiel, sollicitaties, apparaten, toestemmingen en bestanden) is klaar.',
      'De link is 7 dagen geldig. Hebt u deze kopie niet aangevraagd, log dan in en wijzig uw wachtwoord.',
    ],
    action: 'Uw gegevens downloaden',
  },
};

/** The catalogs by locale. */
export const CATALOGS: Readonly<Record<string, Catalog>> = { en, de, fr, nl };
/** Locale of the fallback catalog. */
export const FALLBACK_LOCALE = 'en';
