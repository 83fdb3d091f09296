// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/ShortNames.h"

#include "core/model/SideTask.h"
#include "core/text/CaselessText.h"
#include "core/text/LookAlikes.h"
#include "core/text/NameShortener.h"

#include <QSet>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace tally {

namespace {

const QChar kEllipsis(0x2026);

// The key of a name's kept span (ShortNames::KeptSpan): the hash of an ASCII name's bytes, as a
// profile stores them, else of its UTF-16 units. A profile's ASCII names are hashed without a
// UTF-16 copy of each (the copies and their hashes of names.callgrind's 127,000 context names
// were 103.6 M instructions).
constexpr std::size_t kKeySeed = 0x9e3779b97f4a7c15u; // any fixed one: the table stays in-process

std::size_t spanKey(std::string_view ascii)
{
    return qHashBits(ascii.data(), ascii.size(), kKeySeed);
}

// `scratch` receives an ASCII name's bytes.
std::size_t spanKey(QStringView name, std::string& scratch)
{
    scratch.resize(std::size_t(name.size()));
    const char16_t* const units = name.utf16();
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (units[i] >= 0x80)
            return qHash(name, kKeySeed);
        scratch[std::size_t(i)] = char(units[i]);
    }
    return spanKey(std::string_view(scratch));
}

// The names a table is built from, read one at a time: QStrings, or the bytes of ASCII names as
// a profile stores them, each made a QString only while it is looked at (127,000 context names
// are 110 MB as UTF-16, most of a window's memory while its short names were made).
class StringNames
{
public:
    explicit StringNames(const QStringList& names) : m_names(names) {}
    qsizetype size() const { return m_names.size(); }
    const QString& at(qsizetype i) const { return m_names[i]; }
    // The key of the name's span (`scratch`: spanKey()'s).
    std::size_t key(qsizetype i, std::string& scratch) const
    {
        return spanKey(m_names[i], scratch);
    }
    qsizetype length(qsizetype i) const { return m_names[i].size(); }
    bool spellsEllipsis(qsizetype i) const { return m_names[i].contains(kEllipsis); }
    // Whether nameshortener::shortened() may change the name (it reads the name to tell).
    static bool mayShorten(qsizetype) { return true; }
    std::vector<textelision::Span> spans(std::stop_token stop) const
    {
        return lookalikes::distinguishing(m_names, std::move(stop));
    }

private:
    const QStringList& m_names;
};

class AsciiNames
{
public:
    explicit AsciiNames(const std::vector<std::string_view>& names) : m_names(names) {}
    qsizetype size() const { return qsizetype(m_names.size()); }
    QString at(qsizetype i) const
    {
        const std::string_view name = m_names[std::size_t(i)];
        return QString::fromLatin1(name.data(), qsizetype(name.size()));
    }
    // The key of the name's span, from its bytes.
    std::size_t key(qsizetype i, std::string&) const { return spanKey(m_names[std::size_t(i)]); }
    qsizetype length(qsizetype i) const { return qsizetype(m_names[std::size_t(i)].size()); }
    bool spellsEllipsis(qsizetype) const { return false; }
    // Whether nameshortener::shortened() may change the name, told from its bytes without a
    // QString of it (most context names have no bracket: their QStrings were a quarter of the
    // work of a comparison's short names).
    bool mayShorten(qsizetype i) const
    {
        return !nameshortener::leavesAlone(m_names[std::size_t(i)]);
    }
    std::vector<textelision::Span> spans(std::stop_token stop) const
    {
        return lookalikes::distinguishingAscii(m_names, std::move(stop));
    }

private:
    const std::vector<std::string_view>& m_names;
};

// Each name's form: given[i], or the name itself where that is null.
template <typename Names>
QStringList formsOf(const Names& names, const std::vector<QString>& given)
{
    QStringList forms;
    forms.reserve(names.size());
    for (qsizetype i = 0; i < names.size(); ++i)
        forms << (given[std::size_t(i)].isNull() ? names.at(i) : given[std::size_t(i)]);
    return forms;
}

} // namespace

ShortNames::ShortNames(const QStringList& names, std::stop_token stop)
{
    publish(build(StringNames(names), std::move(stop)));
}

ShortNames::ShortNames(const std::vector<std::string_view>& utf8Names, std::stop_token stop)
{
    publish(buildUtf8(utf8Names, std::move(stop)));
}

ShortNames::~ShortNames() = default;

bool ShortNames::make(const std::vector<std::string_view>& utf8Names, std::stop_token stop)
{
    if (isMade())
        return false;
    std::unique_ptr<Tables> tables = buildUtf8(utf8Names, std::move(stop));
    if (!tables)
        return false;
    publish(std::move(tables));
    return true;
}

void ShortNames::publish(std::unique_ptr<Tables> tables)
{
    if (!tables)
        return;
    m_made = std::move(tables);
    m_tables.store(m_made.get(), std::memory_order_release);
}

std::unique_ptr<ShortNames::Tables>
ShortNames::buildUtf8(const std::vector<std::string_view>& utf8Names, std::stop_token stop)
{
    if (std::all_of(utf8Names.begin(), utf8Names.end(),
                    [](std::string_view name) { return caseless::isAscii(name); }))
        return build(AsciiNames(utf8Names), std::move(stop));
    QStringList names;
    names.reserve(qsizetype(utf8Names.size()));
    for (const std::string_view name : utf8Names)
        names << QString::fromUtf8(name.data(), qsizetype(name.size()));
    return build(StringNames(names), std::move(stop));
}

qsizetype ShortNames::separatedCount() const
{
    const Tables* tables = m_tables.load(std::memory_order_acquire);
    return tables ? tables->separated.size() : 0;
}

template <typename Names>
std::unique_ptr<ShortNames::Tables> ShortNames::build(const Names& names, std::stop_token stop)
{
    auto tables = std::make_unique<Tables>();
    QHash<QString, QString>& separatedForms = tables->separated;
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
        if (first == firstWith.cend())
            return;
        const QString& firstName = names.at(*first);
        if (firstName == name)
            return;
        QStringList& members = alike[form];
        if (members.isEmpty())
            members << firstName;
        if (!members.contains(name))
            members << name;
    };
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (i % 4096 == 0 && stop.stop_requested())
            return nullptr;
        if (!names.mayShorten(i))
            continue; // shortened() gives the name itself, and it spells no "…"
        const QString& name = names.at(i);
        QString shown = nameshortener::shortened(name);
        if (shown == name && !names.spellsEllipsis(i))
            continue;
        if (!shown.contains(kEllipsis))
            plainLengths.insert(shown.size());
        meet(shown, name);
        if (!firstWith.contains(shown))
            firstWith.insert(shown, i);
        shownOf[std::size_t(i)] = std::move(shown);
    }
    if (!plainLengths.isEmpty()) {
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (plainLengths.contains(names.length(i)) && !names.spellsEllipsis(i)) {
                const QString& name = names.at(i);
                meet(name, name);
            }
        }
    }
    for (auto it = alike.cbegin(); it != alike.cend(); ++it) {
        if (stop.stop_requested())
            return nullptr;
        const QStringList forms = nameshortener::distinct(it.value());
        for (qsizetype k = 0; k < forms.size(); ++k)
            separatedForms.insert(it.value()[k], forms[k]);
    }
    if (!separatedForms.isEmpty())
        separateClashes(names, shownOf, *tables);
    if (stop.stop_requested())
        return nullptr;
    // The spans that keep look-alikes apart in a narrow column, of the forms the views show:
    // each name's separated form, else its shortened one, else the name.
    bool formsAreNames = true;
    for (qsizetype i = 0; i < names.size(); ++i) {
        QString& given = shownOf[std::size_t(i)];
        if (!separatedForms.isEmpty()) {
            const auto separated = separatedForms.constFind(names.at(i));
            if (separated != separatedForms.cend())
                given = *separated;
        }
        formsAreNames = formsAreNames && given.isNull();
    }
    // The whole names' spans (for views that show names unshortened) are the forms' when
    // shortening changed no name (C, Python, a program's addresses without symbols: often all of
    // a profile's), else worked out on a thread of their own beside the forms': each is two sorts
    // and a walk of every name, seconds for 200,000 long ones.
    std::vector<textelision::Span> shortSpans;
    std::vector<textelision::Span> wholeSpans;
    if (formsAreNames) {
        shortSpans = names.spans(stop);
    } else {
        const QStringList forms = formsOf(names, shownOf);
        SideTask whole([&] { wholeSpans = names.spans(stop); }, true);
        shortSpans = lookalikes::distinguishing(forms, stop);
        whole.join();
    }
    if (stop.stop_requested())
        return nullptr;
    if (formsAreNames) {
        // One table for both: a copy of a QHash shares it (127,000 spans kept twice were 4 MB
        // and a tenth of the work of a comparison's short names).
        keepSpans(names, shortSpans, tables->shortSpans);
        tables->wholeSpans = tables->shortSpans;
    } else {
        keepSpans(names, shortSpans, tables->shortSpans);
        keepSpans(names, wholeSpans, tables->wholeSpans);
    }
    return tables;
}

template <typename Names>
void ShortNames::keepSpans(const Names& names, const std::vector<textelision::Span>& spans,
                           SpanTable& table)
{
    // Room for all at once: grown as they came, the table placed its spans again at each step.
    table.reserve(
        qsizetype(std::count_if(spans.begin(), spans.end(),
                                [](const textelision::Span& span) { return !span.isEmpty(); })));
    std::string scratch;
    for (std::size_t i = 0; i < spans.size(); ++i) {
        if (spans[i].isEmpty())
            continue;
        const auto at = qsizetype(i);
        table.insert(names.key(at, scratch), KeptSpan{names.length(at), spans[i]});
    }
}

template <typename Names>
void ShortNames::separateClashes(const Names& names, const std::vector<QString>& shownOf,
                                 Tables& tables)
{
    QHash<QString, QString>& separatedForms = tables.separated;
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
                    separatedForms.insert(clash, clash);
                    again = true;
                }
            }
        };
        // Changed and separated names first, then the unchanged ones that could meet them.
        for (qsizetype i = 0; i < names.size(); ++i) {
            const QString& name = names.at(i);
            const auto separated = separatedForms.constFind(name);
            if (separated != separatedForms.cend())
                check(name, *separated);
            else if (!shownOf[std::size_t(i)].isNull())
                check(name, shownOf[std::size_t(i)]);
        }
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (shownOf[std::size_t(i)].isNull() && lengths.contains(names.length(i))) {
                const QString& name = names.at(i);
                if (!separatedForms.contains(name))
                    check(name, name);
            }
        }
    }
}

textelision::Span ShortNames::distinguishing(const QString& name, bool shortened) const
{
    const Tables* tables = m_tables.load(std::memory_order_acquire);
    if (!tables)
        return {};
    const SpanTable& table = shortened ? tables->shortSpans : tables->wholeSpans;
    std::string scratch;
    const auto kept = table.constFind(spanKey(name, scratch));
    return kept == table.cend() || kept->length != name.size() ? textelision::Span() : kept->span;
}

QString ShortNames::shortened(const QString& name) const
{
    const Tables* tables = m_tables.load(std::memory_order_acquire);
    if (!tables)
        return nameshortener::shortened(name);
    const auto separated = tables->separated.constFind(name);
    return separated == tables->separated.cend() ? nameshortener::shortened(name) : *separated;
}

} // namespace tally
