import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { cardLanguage, registrationExtras, shortTalentName, talentCard, workPermitOption } from '@vuoro/domain';
import type { DocData } from '../audit/audit';

/**
 * Keeps `talentCards/{id}` in step with `talents/{id}`: the card's talentName and shortName,
 * shortDescription, tags, photo, industryName (from `industries`), location, about, languages
 * with levels, work permit (an active one's expiry), availability and driving licence. Nothing
 * private (email, phone, notes, the permit's application date) is copied. A deleted talent loses its card. Writing the same card again changes nothing (idempotent).
 *
 * The talent is read again, in a transaction, rather than taken from the event: trigger events
 * may arrive late, twice or out of order, and a late "updated" event for a talent deleted since
 * must not bring its card back. Whichever event runs last, the card matches the talent as it is.
 */
export async function syncTalentCard(db: Firestore, talentId: string): Promise<void> {
  const ref = db.collection('talentCards').doc(talentId);
  await db.runTransaction(async (tx) => {
    const talent = (await tx.get(db.collection('talents').doc(talentId))).data() as DocData | undefined;
    if (!talent) {
      tx.delete(ref);
      return;
    }
    const industryId = typeof talent.industry === 'string' && talent.industry ? talent.industry : null;
    const industryName = industryId ? (await tx.get(db.collection('industries').doc(industryId))).get('name') : undefined;
    const name = [talent.firstName, talent.lastName].filter((p) => typeof p === 'string' && p).join(' ');
    const { id: _id, ...card } = talentCard.parse({
      id: talentId,
      talentName: name || null,
      shortName: shortTalentName(talent.firstName, talent.lastName),
      shortDescription: talent.shortDescription ?? null,
      tags: Array.isArray(talent.tags) ? talent.tags : [],
      photo: talent.photo ?? talent.avatar ?? null,
      industryName: typeof industryName === 'string' ? industryName : null,
      location: talent.location ?? null,
      about: talent.about ?? null,
      ...cardAnswers(talent),
    });
    tx.set(ref, card);
  });
}

const toIso = (v: unknown): string | null =>
  v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate().toISOString() : null;

/** The registration answers a card shows, read leniently: an older or partial profile shows what it has. */
function cardAnswers(talent: DocData) {
  const answers = registrationExtras.safeParse(talent.registration ?? {});
  const { driverLicence, availability } = answers.success ? answers.data : registrationExtras.parse({});
  const languages = Array.isArray(talent.languages) ? talent.languages : [];
  const permit = workPermitOption.safeParse(talent.permit).data ?? null;
  return {
    languages: languages.filter((l) => cardLanguage.safeParse(l).success),
    workPermit: permit ? { status: permit, validUntil: permit === 'active' ? toIso(talent.permitActive) : null } : null,
    availability,
    driverLicence: {
      classes: driverLicence.classes.map((c) => (c === 'other' && driverLicence.otherClass ? driverLicence.otherClass : c)),
      carInUse: driverLicence.carInUse,
    },
  };
}

/** A tag renamed: every talent showing the old name gets the new one (its card follows). */
export async function renameTagOnTalents(db: Firestore, tagId: string, oldName: string, newName: string): Promise<number> {
  const snap = await db.collection('talents').where('tags', 'array-contains', { id: tagId, name: oldName }).get();
  const batch = db.batch();
  for (const doc of snap.docs) {
    const tags = (doc.get('tags') as { id: string; name: string }[]).map((t) =>
      t.id === tagId ? { id: tagId, name: newName } : t,
    );
    batch.update(doc.ref, { tags });
  }
  await batch.commit();
  return snap.size;
}

/** An industry renamed: every card of a talent in that industry shows the new name. */
export async function renameIndustryOnCards(db: Firestore, industryId: string, newName: string): Promise<number> {
  const snap = await db.collection('talents').where('industry', '==', industryId).get();
  const batch = db.batch();
  for (const doc of snap.docs) batch.set(db.collection('talentCards').doc(doc.id), { industryName: newName }, { merge: true });
  await batch.commit();
  return snap.size;
}
