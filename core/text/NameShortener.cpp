// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/NameShortener.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace tally::nameshortener {

namespace {

// Whether the '<' or '(' at `i` belongs to an operator name ("operator<<", "operator()").
bool partOfOperator(const QString& name, qsizetype i)
{
    qsizetype j = i;
    // "operator<", "operator<<", "operator<=": the '<'s right after "operator"; for '(', only
    // the first one of "operator()".
    if (name[i] == QLatin1Char('<')) {
        while (j > 0 && name[j - 1] == QLatin1Char('<'))
            --j;
    }
    return j >= 8 && QStringView(name).mid(j - 8, 8) == QLatin1String("operator");
}

// Whether the bracket at `i` follows a name, as C++ template arguments and parameter lists do
// ("vector<", "push_back(", "f<int>(", "operator()("). Brackets that open a name or follow a
// space or "::" are part of the name itself: Python's "<built-in method marshal.loads>" and
// "<method 'append' of 'list' objects>", valgrind's "(below main)", C++'s
// "(anonymous namespace)::f". Collapsing those would make different functions look alike.
bool followsName(const QString& name, qsizetype i)
{
    if (i == 0)
        return false;
    const QChar before = name[i - 1];
    if (before.isLetterOrNumber() || before == QLatin1Char('_') || before == QLatin1Char('>') ||
        before == QLatin1Char(')') || before == QLatin1Char(']'))
        return true;
    // An operator's symbols: "operator<<(", "operator==(", "operator new[](".
    qsizetype j = i;
    while (j > 0 && !name[j - 1].isLetterOrNumber() && !name[j - 1].isSpace() &&
           name[j - 1] != QLatin1Char(':'))
        --j;
    return j >= 8 && QStringView(name).mid(j - 8, 8) == QLatin1String("operator");
}

// A parameter list's parameters, each shortened on its own: "(std::pair<…>&&, int)". Collapsing
// the list as a whole to "(…)" would make overloads that differ only in their parameters read
// alike ("read(std::vector<…> const&)" and "read(std::map<…> const&)" both "read(…)").
QString shortenedParameters(QStringView inner)
{
    QStringList parameters;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype k = 0; k <= inner.size(); ++k) {
        const QChar d = k < inner.size() ? inner[k] : QLatin1Char(',');
        if (d == QLatin1Char('<') || d == QLatin1Char('('))
            ++depth;
        else if (d == QLatin1Char('>') || d == QLatin1Char(')'))
            --depth;
        else if (d == QLatin1Char(',') && depth == 0) {
            parameters << shortened(inner.mid(start, k - start).trimmed().toString());
            start = k + 1;
        }
    }
    return parameters.join(QStringLiteral(", "));
}

} // namespace

bool leavesAlone(std::string_view utf8Name)
{
    // (An empty name may have no bytes at all, which memchr() must not be given.)
    return utf8Name.empty() || (std::memchr(utf8Name.data(), '<', utf8Name.size()) == nullptr &&
                                std::memchr(utf8Name.data(), '(', utf8Name.size()) == nullptr);
}

QString shortened(const QString& name)
{
    // Most names of C and of --separate-callers contexts have no bracket: shared, not copied.
    const auto isBracket = [](QChar c) { return c == QLatin1Char('<') || c == QLatin1Char('('); };
    const QChar* const begin = name.constData();
    const QChar* const end = begin + name.size();
    const auto nextBracket = [&](qsizetype from) {
        return qsizetype(std::find_if(begin + from, end, isBracket) - begin);
    };
    qsizetype i = nextBracket(0);
    if (i == name.size())
        return name;
    QString result;
    result.reserve(name.size());
    result += QStringView(name).left(i);
    while (i < name.size()) {
        const QChar c = name[i];
        const bool opens = isBracket(c) && followsName(name, i) && !partOfOperator(name, i);
        if (!opens) {
            // Up to the next bracket at once.
            const qsizetype next = nextBracket(i + 1);
            result += QStringView(name).mid(i, next - i);
            i = next;
            continue;
        }
        // Find the matching closer, counting both kinds of brackets.
        const QChar close = c == QLatin1Char('<') ? QLatin1Char('>') : QLatin1Char(')');
        int depth = 0;
        qsizetype j = i;
        for (; j < name.size(); ++j) {
            const QChar d = name[j];
            if (d == QLatin1Char('<') || d == QLatin1Char('('))
                ++depth;
            else if (d == QLatin1Char('>') || d == QLatin1Char(')'))
                --depth;
            if (depth == 0)
                break;
        }
        if (j >= name.size() || name[j] != close) {
            result += name.mid(i); // unbalanced: leave the rest as it is
            break;
        }
        const qsizetype inner = j - i - 1;
        if (inner <= kKeepUpTo)
            result += name.mid(i, inner + 2);
        else if (c == QLatin1Char('('))
            result += c + shortenedParameters(QStringView(name).mid(i + 1, inner)) + close;
        else
            result += c + QStringLiteral("\u2026") + close;
        i = j + 1;
    }
    return result;
}

namespace {

// A name (or one argument of a bracket group) as shortened() sees it: runs of text and the
// bracket groups it may collapse. Groups keep their inner text and are split into arguments
// only when opened, so that a name no sibling resembles costs one scan.
struct Part;

struct Piece
{
    bool isGroup = false;
    QString text; // the text, or a group's inner text
    QChar open;
    QChar close;
    // An opened group shows its arguments: those every sibling shares as "…", the others as
    // they are shortened, or opened in turn where they still read alike.
    bool opened = false;
    std::vector<Part> arguments; // at depth-0 commas, without the spaces around them
    std::vector<QString> leads;
    std::vector<QString> trails;
    std::vector<bool> shared;
};

struct Part
{
    QString raw;
    std::vector<Piece> pieces;
    bool whole = false; // shown as it is: the fallback when nothing else tells it apart
};

// The closer matching the bracket at `i`, counting both kinds, or -1 when unbalanced.
qsizetype matchingCloser(const QString& name, qsizetype i)
{
    int depth = 0;
    for (qsizetype j = i; j < name.size(); ++j) {
        const QChar d = name[j];
        if (d == QLatin1Char('<') || d == QLatin1Char('('))
            ++depth;
        else if (d == QLatin1Char('>') || d == QLatin1Char(')'))
            --depth;
        if (depth == 0) {
            const QChar close = name[i] == QLatin1Char('<') ? QLatin1Char('>') : QLatin1Char(')');
            return d == close ? j : -1;
        }
    }
    return -1;
}

// The same walk as shortened(), keeping what it collapses.
Part parse(const QString& name)
{
    Part part;
    part.raw = name;
    QString text;
    const auto flush = [&] {
        if (text.isEmpty())
            return;
        Piece piece;
        piece.text = text;
        part.pieces.push_back(std::move(piece));
        text.clear();
    };
    qsizetype i = 0;
    while (i < name.size()) {
        const QChar c = name[i];
        const bool opens = (c == QLatin1Char('<') || c == QLatin1Char('(')) &&
                           followsName(name, i) && !partOfOperator(name, i);
        const qsizetype j = opens ? matchingCloser(name, i) : -1;
        if (!opens) {
            text += c;
            ++i;
            continue;
        }
        if (j < 0) {
            text += name.mid(i); // unbalanced: the rest is text, as shortened() leaves it
            break;
        }
        flush();
        Piece group;
        group.isGroup = true;
        group.open = c;
        group.close = name[j];
        group.text = name.mid(i + 1, j - i - 1);
        part.pieces.push_back(std::move(group));
        i = j + 1;
    }
    flush();
    return part;
}

void splitArguments(Piece& group)
{
    if (!group.arguments.empty() || !group.leads.empty())
        return;
    const QString& inner = group.text;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype k = 0; k <= inner.size(); ++k) {
        const QChar d = k < inner.size() ? inner[k] : QLatin1Char(',');
        if (d == QLatin1Char('<') || d == QLatin1Char('('))
            ++depth;
        else if (d == QLatin1Char('>') || d == QLatin1Char(')'))
            --depth;
        else if (d == QLatin1Char(',') && depth == 0) {
            const QStringView segment = QStringView(inner).mid(start, k - start);
            qsizetype b = 0;
            qsizetype e = segment.size();
            while (b < e && segment[b].isSpace())
                ++b;
            while (e > b && segment[e - 1].isSpace())
                --e;
            group.leads.push_back(segment.left(b).toString());
            group.trails.push_back(segment.mid(e).toString());
            group.arguments.push_back(parse(segment.mid(b, e - b).toString()));
            start = k + 1;
        }
    }
    group.shared.assign(group.arguments.size(), false);
}

QString render(const Part& part)
{
    if (part.whole)
        return part.raw;
    QString out;
    out.reserve(part.raw.size());
    for (const Piece& piece : part.pieces) {
        if (!piece.isGroup) {
            out += piece.text;
        } else if (!piece.opened) {
            // As shortened() shows it.
            if (piece.text.size() <= kKeepUpTo)
                out += piece.open + piece.text + piece.close;
            else if (piece.open == QLatin1Char('('))
                out += piece.open + shortenedParameters(piece.text) + piece.close;
            else
                out += piece.open + QStringLiteral("\u2026") + piece.close;
        } else {
            out += piece.open;
            for (std::size_t k = 0; k < piece.arguments.size(); ++k) {
                if (k > 0)
                    out += QLatin1Char(',');
                out += piece.leads[k];
                // A left-out argument's space before the closer goes with it: "<…, …>".
                out += piece.shared[k] ? QStringLiteral("\u2026")
                                       : render(piece.arguments[k]) + piece.trails[k];
            }
            out += piece.close;
        }
    }
    return out;
}

// Whether the parts have the same shape: the same text between groups of the same kinds, so
// that their groups can be compared one by one.
bool aligned(const std::vector<Part*>& parts)
{
    const Part& first = *parts.front();
    for (const Part* part : parts) {
        if (part->whole || part->pieces.size() != first.pieces.size())
            return false;
        for (std::size_t k = 0; k < first.pieces.size(); ++k) {
            const Piece& a = first.pieces[k];
            const Piece& b = part->pieces[k];
            if (a.isGroup != b.isGroup || a.opened != b.opened)
                return false;
            if (a.isGroup ? a.open != b.open : a.text != b.text)
                return false;
        }
    }
    return true;
}

// The parts that read alike, in classes of two or more.
std::vector<std::vector<Part*>> alike(const std::vector<Part*>& parts)
{
    QHash<QString, std::size_t> classOf;
    std::vector<std::vector<Part*>> classes;
    for (Part* part : parts) {
        const QString shown = render(*part);
        const auto found = classOf.constFind(shown);
        if (found == classOf.cend()) {
            classOf.insert(shown, classes.size());
            classes.push_back({part});
        } else {
            classes[*found].push_back(part);
        }
    }
    std::erase_if(classes, [](const auto& members) { return members.size() < 2; });
    return classes;
}

// Deeply nested names from an untrusted profile would otherwise recurse without bound.
constexpr int kMaxDepth = 48;

void separate(const std::vector<Part*>& parts, int depth);

// Separates arguments of different names that read alike: equal ones are separated once and
// copied, as equal text has equal structure.
void separateArguments(const std::vector<Part*>& arguments, int depth)
{
    for (const std::vector<Part*>& members : alike(arguments)) {
        QHash<QString, Part*> representative;
        std::vector<Part*> distinctOnes;
        for (Part* part : members) {
            if (!representative.contains(part->raw)) {
                representative.insert(part->raw, part);
                distinctOnes.push_back(part);
            }
        }
        separate(distinctOnes, depth);
        for (Part* part : members) {
            Part* same = representative.value(part->raw);
            if (same != part)
                *part = *same;
        }
    }
}

// `parts` differ and read alike: opens the first group in which they differ, showing only the
// arguments that differ, and goes on until each reads differently (or, failing that, whole).
void separate(const std::vector<Part*>& parts, int depth)
{
    if (parts.size() < 2)
        return;
    const auto wholeAll = [&] {
        for (Part* part : parts)
            part->whole = true;
    };
    if (depth > kMaxDepth || !aligned(parts)) {
        wholeAll();
        return;
    }
    const Part& first = *parts.front();
    std::size_t g = 0;
    for (; g < first.pieces.size(); ++g) {
        if (!first.pieces[g].isGroup)
            continue;
        const bool differs = std::any_of(parts.begin(), parts.end(), [&](const Part* part) {
            return part->pieces[g].text != first.pieces[g].text;
        });
        if (differs)
            break;
    }
    if (g == first.pieces.size() || first.pieces[g].opened) {
        wholeAll();
        return;
    }
    std::size_t count = 0;
    bool sameCount = true;
    for (Part* part : parts) {
        Piece& group = part->pieces[g];
        splitArguments(group);
        group.opened = true;
        sameCount = sameCount && group.arguments.size() == first.pieces[g].arguments.size();
        count = std::max(count, group.arguments.size());
    }
    // Template arguments all siblings share are left out; parameters always show.
    if (sameCount && first.pieces[g].open == QLatin1Char('<')) {
        for (std::size_t k = 0; k < count; ++k) {
            const QString& raw = first.pieces[g].arguments[k].raw;
            const bool shared = raw.size() > kKeepUpTo &&
                                std::all_of(parts.begin(), parts.end(), [&](const Part* part) {
                                    return part->pieces[g].arguments[k].raw == raw;
                                });
            for (Part* part : parts)
                part->pieces[g].shared[k] = shared;
        }
    }
    // One differing argument at a time, only for the parts that still read alike.
    for (std::size_t k = 0; k < count; ++k) {
        for (const std::vector<Part*>& members : alike(parts)) {
            std::vector<Part*> arguments;
            for (Part* part : members) {
                Piece& group = part->pieces[g];
                if (k < group.arguments.size() && !group.shared[k])
                    arguments.push_back(&group.arguments[k]);
            }
            separateArguments(arguments, depth + 1);
        }
    }
    // A template argument that differs but tells none of them apart once the others show
    // (std::allocator<int> beside int) is left out too, the last ones first.
    if (sameCount && first.pieces[g].open == QLatin1Char('<')) {
        const auto readings = [&] {
            QSet<QString> shown;
            for (const Part* part : parts)
                shown.insert(render(*part));
            return shown.size();
        };
        const qsizetype distinctBefore = readings();
        for (std::size_t k = count; k-- > 0;) {
            // A short argument all share ("int") stays: it is read, not elided.
            const QString& raw = first.pieces[g].arguments[k].raw;
            const bool same = std::all_of(parts.begin(), parts.end(), [&](const Part* part) {
                return part->pieces[g].arguments[k].raw == raw;
            });
            if (first.pieces[g].shared[k] || same)
                continue;
            for (Part* part : parts)
                part->pieces[g].shared[k] = true;
            if (readings() < distinctBefore) {
                for (Part* part : parts)
                    part->pieces[g].shared[k] = false;
            }
        }
    }
    // What still reads alike differs in a later group.
    for (const std::vector<Part*>& members : alike(parts))
        separate(members, depth + 1);
}

} // namespace

QStringList distinct(const QStringList& names)
{
    std::vector<Part> parts;
    parts.reserve(std::size_t(names.size()));
    for (const QString& name : names)
        parts.push_back(parse(name));
    std::vector<Part*> all;
    all.reserve(parts.size());
    for (Part& part : parts)
        all.push_back(&part);
    for (const std::vector<Part*>& members : alike(all))
        separate(members, 0);
    // Whatever still reads alike (names that contain "…" themselves) is shown whole; each round
    // shows at least one more name whole, and whole names differ.
    for (bool changed = true; changed;) {
        changed = false;
        for (const std::vector<Part*>& members : alike(all)) {
            for (Part* part : members) {
                changed = changed || !part->whole;
                part->whole = true;
            }
        }
    }
    QStringList result;
    result.reserve(names.size());
    for (const Part& part : parts)
        result << render(part);
    return result;
}

} // namespace tally::nameshortener
