// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/TextElision.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <stop_token>
#include <string_view>
#include <vector>

namespace tally {

// The shortened names of one list (a profile's functions) as every view shows them: each name as
// nameshortener::shortened() gives it, except where that would make different names read alike
// (overloads that differ only inside a long template argument); those are told apart by
// nameshortener::distinct(). Built once per profile on a worker and shared read-only, so that a
// function reads the same in every view.
//
// A table may also be made after it is shared (make()): until then it reads as a table of no
// names, each name shortened plainly and with no span. The window shows a loaded profile so,
// and has its short names made after its first paint: for 127,000 context names they were
// half of the time from the Open to it.
class ShortNames
{
public:
    // A table of no names, which make() may fill once.
    ShortNames() = default;
    // `names` may repeat (functions of one name in several files); a stop request leaves the
    // table as one of no names, for a caller that drops it.
    explicit ShortNames(const QStringList& names, std::stop_token stop = {});
    // The same for names as UTF-8 bytes (a profile's, as it stores them). Names of ASCII
    // characters alone (nearly every profile's) are each made a QString only while they are
    // looked at, and not at all when shortening leaves them as they are; others are made
    // QStrings first.
    explicit ShortNames(const std::vector<std::string_view>& utf8Names, std::stop_token stop = {});
    ShortNames(const ShortNames&) = delete;
    ShortNames& operator=(const ShortNames&) = delete;
    ~ShortNames();

    // Makes the table of `utf8Names` (as the constructor does) in one made with no names, while
    // other threads read it: they see it whole or not at all. Once, from one thread; false when
    // the table was made already or `stop` was requested first (it stays as it was).
    bool make(const std::vector<std::string_view>& utf8Names, std::stop_token stop = {});
    // Whether the table holds names' forms and spans (made by a constructor or make()).
    bool isMade() const { return m_tables.load(std::memory_order_acquire) != nullptr; }

    // Names the table was not built from are shortened plainly.
    QString shortened(const QString& name) const;
    // How many names read differently from their plain shortened form.
    qsizetype separatedCount() const;

    // The characters of shortened(name) (or, `shortened` false, of the name itself) that tell it
    // from the table's names that read most like it (see lookalikes), for a narrow column to keep
    // when it cuts the name; empty when nothing reads like it or the name is not in the table.
    textelision::Span distinguishing(const QString& name, bool shortened = true) const;

private:
    struct Tables;
    // The tables of `names`, or null when `stop` was requested first.
    template <typename Names>
    static std::unique_ptr<Tables> build(const Names& names, std::stop_token stop);
    static std::unique_ptr<Tables> buildUtf8(const std::vector<std::string_view>& utf8Names,
                                             std::stop_token stop);
    // Shows whole the separated names whose forms meet another name's form.
    template <typename Names>
    static void separateClashes(const Names& names, const std::vector<QString>& shownOf,
                                Tables& tables);
    // Makes `tables` the ones readers see (once).
    void publish(std::unique_ptr<Tables> tables);

    // A span by a hash of its name's text and the name's length, not by the name: nearly every
    // one of 127,000 context names has look-alikes, and a QString key of each was 110 MB. A
    // collision of both could only show another name's span, a display hint. (The hash: see
    // spanKey() in ShortNames.cpp.)
    struct KeptSpan
    {
        qsizetype length = 0;
        textelision::Span span;
    };
    using SpanTable = QHash<std::size_t, KeptSpan>;
    // The names' non-empty spans into `table`: most names have no look-alike, and take no room.
    template <typename Names>
    static void keepSpans(const Names& names, const std::vector<textelision::Span>& spans,
                          SpanTable& table);

    struct Tables
    {
        QHash<QString, QString> separated;
        // Only the names that have look-alikes.
        SpanTable shortSpans;
        SpanTable wholeSpans;
    };

    // Written once, by the thread that made them, before m_tables points at them; read through
    // m_tables only.
    std::unique_ptr<const Tables> m_made;
    std::atomic<const Tables*> m_tables{nullptr};
};

} // namespace tally
