// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/ShortNames.h"

#include "core/text/LookAlikes.h"
#include "core/text/NameShortener.h"

#include <QSet>

#include <thread>
#include <vector>

namespace tally {

namespace {

const QChar kEllipsis(0x2026);

// The names' non-empty spans: most names have no look-alike, and take no room.
void keepSpans(QHash<QString, textelision::Span>& table, const QStringList& names,
               const std::vector<textelision::Span>& spans)
{
    for (std::size_t i = 0; i < spans.size(); ++i) {
        if (!spans[i].isEmpty())
            table.insert(names[qsizetype(i)], spans[i]);
    }
}

} // namespace

ShortNames::ShortNames(const QStringList& names, std::stop_token stop)
{
    // Hashing 100,000 names of hundreds of characters takes longer than shortening them, so
    // only names that shortening changes (or that spell "…" themselves) are hashed. A name it
    // leaves alone differs from every other such name; it can only meet a changed name's form
    // when that form has no "…" (spaces between parameters evened out), and then has its length.
    QHash<QString, qsizetype> firstWith; // form -> a changed name
    std::vector<QString> shownOf(std::size_t(names.size()));
    QSet<qsizetype> plainLengths; // of changed names' forms without "…"
    QHash<QString, QStringList> alike;
    const auto meet = [&](const QString& form, const QString& name) {
        const auto first = firstWith.constFind(form);
        if (first == firstWith.cend() || names[*first] == name)
            return;
        QStringList& members = alike[form];
        if (members.isEmpty())
            members << names[*first];
        if (!members.contains(name))
            members << name;
    };
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (i % 4096 == 0 && stop.stop_requested())
            return;
        const QString& name = names[i];
        QString shown = nameshortener::shortened(name);
        if (shown == name && !name.contains(kEllipsis))
            continue;
        if (!shown.contains(kEllipsis))
            plainLengths.insert(shown.size());
        meet(shown, name);
        if (!firstWith.contains(shown))
            firstWith.insert(shown, i);
        shownOf[std::size_t(i)] = std::move(shown);
    }
    if (!plainLengths.isEmpty()) {
        for (const QString& name : names) {
            if (plainLengths.contains(name.size()) && !name.contains(kEllipsis))
                meet(name, name);
        }
    }
    for (auto it = alike.cbegin(); it != alike.cend(); ++it) {
        if (stop.stop_requested())
            return;
        const QStringList forms = nameshortener::distinct(it.value());
        for (qsizetype k = 0; k < forms.size(); ++k)
            m_separated.insert(it.value()[k], forms[k]);
    }
    if (!m_separated.isEmpty())
        separateClashes(names, shownOf);
    if (stop.stop_requested())
        return;
    // The spans that keep look-alikes apart in a narrow column, of the forms the views show.
    QStringList forms;
    forms.reserve(names.size());
    bool formsAreNames = true;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const auto separated = m_separated.constFind(names[i]);
        const bool changed = separated != m_separated.cend() || !shownOf[std::size_t(i)].isNull();
        formsAreNames = formsAreNames && !changed;
        forms << (separated != m_separated.cend()    ? *separated
                  : shownOf[std::size_t(i)].isNull() ? names[i]
                                                     : shownOf[std::size_t(i)]);
    }
    // The whole names' spans (for views that show names unshortened) are the forms' when
    // shortening changed no name (C, Python, a program's addresses without symbols: often all of
    // a profile's), else worked out on a thread of their own beside the forms': each is two sorts
    // and a walk of every name, seconds for 200,000 long ones.
    std::vector<textelision::Span> wholeSpans;
    std::jthread whole;
    if (!formsAreNames)
        whole = std::jthread([&] { wholeSpans = lookalikes::distinguishing(names, stop); });
    const std::vector<textelision::Span> shortSpans = lookalikes::distinguishing(forms, stop);
    if (whole.joinable())
        whole.join();
    if (stop.stop_requested())
        return;
    keepSpans(m_shortSpans, names, shortSpans);
    keepSpans(m_wholeSpans, names, formsAreNames ? shortSpans : wholeSpans);
}

void ShortNames::separateClashes(const QStringList& names, const std::vector<QString>& shownOf)
{
    // A separated form may meet another name's form (names that contain "…", or a form without
    // one that an unchanged name spells): such names are shown whole, which no other name's
    // form can be, until all differ.
    for (bool again = true; again;) {
        again = false;
        QHash<QString, QString> nameOf; // form -> name
        QSet<qsizetype> lengths;        // of forms without "…"
        const auto check = [&](const QString& name, const QString& form) {
            const auto other = nameOf.constFind(form);
            if (other == nameOf.cend()) {
                nameOf.insert(form, name);
                if (!form.contains(kEllipsis))
                    lengths.insert(form.size());
                return;
            }
            if (*other == name)
                return;
            for (const QString& clash : {name, QString(*other)}) {
                if (form != clash) {
                    m_separated.insert(clash, clash);
                    again = true;
                }
            }
        };
        // Changed and separated names first, then the unchanged ones that could meet them.
        for (qsizetype i = 0; i < names.size(); ++i) {
            const auto separated = m_separated.constFind(names[i]);
            if (separated != m_separated.cend())
                check(names[i], *separated);
            else if (!shownOf[std::size_t(i)].isNull())
                check(names[i], shownOf[std::size_t(i)]);
        }
        for (qsizetype i = 0; i < names.size(); ++i) {
            const QString& name = names[i];
            if (shownOf[std::size_t(i)].isNull() && lengths.contains(name.size()) &&
                !m_separated.contains(name))
                check(name, name);
        }
    }
}

textelision::Span ShortNames::distinguishing(const QString& name, bool shortened) const
{
    const QHash<QString, textelision::Span>& table = shortened ? m_shortSpans : m_wholeSpans;
    return table.value(name);
}

QString ShortNames::shortened(const QString& name) const
{
    const auto separated = m_separated.constFind(name);
    return separated == m_separated.cend() ? nameshortener::shortened(name) : *separated;
}

} // namespace tally
