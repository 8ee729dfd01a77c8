// The key prefix of the application drafts a browser keeps, apart from the draft store itself: the
// portal clears every draft when a session ends, which any page can do, and only this constant
// (not the store, its schemas and valibot) must come along for that.

/** Storage key prefix of saved drafts. */
export const DRAFT_STORAGE_PREFIX = 'talent.applicationDraft.';
