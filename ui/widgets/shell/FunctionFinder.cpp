// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/FunctionFinder.h"

#include "core/text/CaselessText.h"
#include "core/text/FuzzyMatcher.h"
#include "ui/viewmodel/common/ParallelRanges.h"
#include "ui/viewmodel/common/ReadAhead.h"
#include "ui/widgets/common/NameListView.h"
#include "ui/widgets/shell/FunctionFinderCandidates.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <mutex>

namespace tally {

namespace {

// Asks for the name a scan reads readahead::kItems places after `at` (candidate candidateAt(i)'s,
// from its byte offsetAt(i)), and for that name's view in `names` twice as far ahead: the views
// are in order of cost, not of the scan, and each is a cache miss of its own.
template <typename CandidateAt, typename OffsetAt>
[[gnu::always_inline]] inline void readAhead(const std::vector<std::string_view>& names,
                                             std::size_t at, std::size_t end,
                                             CandidateAt candidateAt, OffsetAt offsetAt)
{
    readahead::ask(at, end, 2 * readahead::kItems,
                   [&](std::size_t item) { return &names[candidateAt(item)]; });
    readahead::ask(at, end, readahead::kItems, [&](std::size_t item) {
        return names[candidateAt(item)].data() + offsetAt(item);
    });
}

} // namespace

FunctionFinderModel::FunctionFinderModel(Session& session, QObject* keeper, QObject* parent)
    : QAbstractListModel(parent), m_session(session), m_keeper(keeper),
      m_room(FunctionFinderCandidates::takeRoom(keeper)),
      m_lists(FunctionFinderCandidates::of(session, keeper)), m_candidates(m_lists->candidates),
      m_scanOrder(m_lists->scanOrder), m_names(m_lists->names)
{
    m_room->progress.clear(); // another finder's
    if (!m_session.hasProfile())
        return;
    m_profile = m_session.profile();
    // Room for every candidate's match: once, then kept beside the window (made with the
    // candidates when they were prepared).
    FunctionFinderCandidates::fit(*m_room, m_candidates.size());
    setPattern(QString());
}

FunctionFinderModel::~FunctionFinderModel()
{
    for (auto& kept : m_recent) {
        if (m_room->spareResults.size() < kRecentPatterns)
            m_room->spareResults.push_back(std::move(kept.second.all));
    }
    if (m_keeper)
        FunctionFinderCandidates::giveBack(m_keeper, std::move(m_room));
}

void FunctionFinderModel::setPattern(const QString& pattern)
{
    std::vector<FunctionId> matches;
    matches.reserve(kMaximumMatches);
    if (pattern.isEmpty()) {
        for (std::size_t i = 0; i < m_candidates.size() && matches.size() < kMaximumMatches; ++i)
            matches.push_back(m_candidates[i]);
    } else {
        for (const Scored& match : scoredFor(pattern).best)
            matches.push_back(m_candidates[match.candidate]);
    }
    // Typing on through a part most names share (a namespace, a common prefix) often keeps the
    // best matches as they were: a reset repainted every row the same, most of a keystroke's time.
    // As many as before: only the rows that changed are told (and repainted).
    if (matches.size() == m_matches.size()) {
        std::swap(m_matches, matches);
        for (std::size_t row = 0; row < m_matches.size(); ++row) {
            if (m_matches[row] != matches[row]) {
                const QModelIndex changed = index(int(row), 0);
                emit dataChanged(changed, changed);
            }
        }
        return;
    }
    beginResetModel();
    m_matches = std::move(matches);
    endResetModel();
}

const FunctionFinderModel::Matched& FunctionFinderModel::scoredFor(const QString& pattern)
{
    if (const auto kept = std::find_if(m_recent.begin(), m_recent.end(),
                                       [&](const auto& r) { return r.first == pattern; });
        kept != m_recent.end()) {
        auto result = std::move(*kept); // deleting a character comes back to a kept pattern
        m_recent.erase(kept);
        m_recent.push_front(std::move(result));
        return m_recent.front().second;
    }
    Matched scored;
    if (!m_progressPattern.isEmpty() && pattern.size() > m_progressPattern.size() &&
        pattern.startsWith(m_progressPattern) && caseless::isAscii(pattern)) {
        scored = scoreFurther(pattern);
    } else {
        // A pattern that contains a kept one in order matches only names that one matched:
        // typing narrows the search instead of starting it again.
        const std::vector<Scored>* within = nullptr;
        for (const auto& [keptPattern, keptScored] : m_recent) {
            if (fuzzy::score(keptPattern, pattern) >= 0 &&
                (!within || keptScored.all.size() < within->size()))
                within = &keptScored.all;
        }
        scored = scoreAfresh(pattern, within);
    }
    m_recent.emplace_front(pattern, std::move(scored));
    if (m_recent.size() > kRecentPatterns) {
        m_room->spareResults.push_back(std::move(m_recent.back().second.all));
        m_recent.pop_back();
    }
    return m_recent.front().second;
}

template <typename Score>
FunctionFinderModel::Matched FunctionFinderModel::matchRanges(std::size_t count, bool carry,
                                                              Score score)
{
    Room& room = *m_room;
    if (room.found.size() < count)
        room.found.resize(count);
    if (carry && room.carried.size() < count)
        room.carried.resize(count);
    Scored* const allFound = room.found.data();
    Carried* const allCarried = carry ? room.carried.data() : nullptr;
    struct Range
    {
        std::size_t begin;
        std::size_t matches;
        std::vector<Scored> best;
    };
    std::vector<Range> found;
    std::mutex foundMutex;
    forEachRange(count, [&](std::size_t begin, std::size_t end) {
        const std::size_t matches =
            score(begin, end, allFound + begin, carry ? allCarried + begin : nullptr);
        // Picked without copying the 100,000 matches of a short pattern.
        std::vector<Scored> best(std::min<std::size_t>(matches, kMaximumMatches));
        std::partial_sort_copy(allFound + begin, allFound + begin + matches, best.begin(),
                               best.end(), isBetter);
        const std::lock_guard lock(foundMutex);
        found.push_back({begin, matches, std::move(best)});
    });
    std::sort(found.begin(), found.end(),
              [](const Range& a, const Range& b) { return a.begin < b.begin; });
    Matched matched;
    for (const Range& range : found)
        matched.best.insert(matched.best.end(), range.best.begin(), range.best.end());
    std::sort(matched.best.begin(), matched.best.end(), isBetter);
    if (matched.best.size() > kMaximumMatches)
        matched.best.resize(kMaximumMatches);
    std::size_t size = 0;
    for (const auto& [begin, matches, best] : found) {
        // Moved towards the front, over the gaps the ranges before left.
        if (begin != size) {
            std::copy_n(allFound + begin, matches, allFound + size);
            if (carry)
                std::copy_n(allCarried + begin, matches, allCarried + size);
        }
        size += matches;
    }
    if (carry) {
        // The room of the matches carried before is the next keystroke's.
        std::swap(room.progress, room.carried);
        room.progress.resize(size);
    } else {
        room.progress.clear();
    }
    // Kept in the room of a result dropped before, if any.
    if (!room.spareResults.empty()) {
        matched.all = std::move(room.spareResults.back());
        room.spareResults.pop_back();
    }
    matched.all.assign(allFound, allFound + size);
    return matched;
}

FunctionFinderModel::Matched FunctionFinderModel::scoreAfresh(const QString& pattern,
                                                              const std::vector<Scored>* within)
{
    const std::size_t count = within ? within->size() : m_candidates.size();
    const Profile& profile = *m_profile;
    // Names are scored as the profile stores them (UTF-8), unless the pattern needs Unicode
    // case folding; the candidates are split over the cores, each range scored in order.
    const bool ascii = caseless::isAscii(pattern);
    const std::string folded = ascii ? caseless::fold(pattern) : std::string();
    // Reads neither the matches carried so far nor the room it writes into.
    Matched scored = matchRanges(
        count, ascii, [&](std::size_t begin, std::size_t end, Scored* found, Carried* carried) {
            std::size_t matches = 0;
            const auto candidateAt = [&](std::size_t at) {
                return within ? (*within)[at].candidate : m_scanOrder[at];
            };
            for (std::size_t i = begin; i < end; ++i) {
                if (ascii)
                    readAhead(m_names, i, end, candidateAt, [](std::size_t) { return 0u; });
                const std::uint32_t candidate = candidateAt(i);
                if (ascii) {
                    const std::string_view name = m_names[candidate];
                    fuzzy::Progress match;
                    if (fuzzy::extend(match, folded, name)) {
                        found[matches] = {fuzzy::result(match, folded.size(), name.size()),
                                          candidate};
                        carried[matches] = {candidate, match};
                        ++matches;
                    }
                } else if (const int score =
                               fuzzy::score(pattern, profile.functionName(m_candidates[candidate]));
                           score >= 0) {
                    found[matches++] = {score, candidate};
                }
            }
            return matches;
        });
    m_progressPattern = ascii ? pattern : QString(); // nothing carried unless ASCII
    return scored;
}

FunctionFinderModel::Matched FunctionFinderModel::scoreFurther(const QString& pattern)
{
    const std::string more = caseless::fold(pattern.mid(m_progressPattern.size()));
    const std::size_t patternSize = m_progressPattern.size() + more.size();
    // Reads the matches carried so far; matchRanges writes elsewhere and then trades places.
    const std::vector<Carried>& progress = m_room->progress;
    Matched scored = matchRanges(
        progress.size(), true,
        [&](std::size_t begin, std::size_t end, Scored* found, Carried* carried) {
            std::size_t matches = 0;
            for (std::size_t i = begin; i < end; ++i) {
                readAhead(
                    m_names, i, end, [&](std::size_t at) { return progress[at].first; },
                    [&](std::size_t at) { return progress[at].second.next; });
                auto [candidate, match] = progress[i];
                const std::string_view name = m_names[candidate];
                if (fuzzy::extend(match, more, name)) {
                    found[matches] = {fuzzy::result(match, patternSize, name.size()), candidate};
                    carried[matches] = {candidate, match};
                    ++matches;
                }
            }
            return matches;
        });
    m_progressPattern = pattern;
    return scored;
}

int FunctionFinderModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_matches.size());
}

QVariant FunctionFinderModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_matches.size()))
        return {};
    const FunctionId f = m_matches[index.row()];
    const Profile& profile = *m_profile;
    switch (role) {
    case Qt::DisplayRole:
        return profile.functionFile(f).isEmpty()
                   ? profile.functionName(f)
                   : QStringLiteral("%1    (%2)")
                         .arg(profile.functionName(f), profile.functionFile(f));
    case Qt::ToolTipRole:
        return profile.functionName(f);
    case FunctionIdRole:
        return f.index();
    default:
        return {};
    }
}

FunctionFinder::FunctionFinder(Session& session, QWidget* parent)
    : QDialog(parent), m_session(session), m_model(session, parent)
{
    setWindowTitle(tr("Go to Function"));
    m_edit = new QLineEdit(this);
    m_edit->setPlaceholderText(tr("Type part of a function name"));
    m_list = new NameListView(this);
    m_list->setModel(&m_model);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_edit);
    layout->addWidget(m_list);
    resize(700, 420);
    connect(m_edit, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_model.setPattern(text);
        m_list->setCurrentIndex(m_model.index(0, 0));
    });
    connect(m_edit, &QLineEdit::returnPressed, this, [this] { choose(m_list->currentIndex()); });
    connect(m_list, &QTreeView::activated, this, &FunctionFinder::choose);
    m_edit->installEventFilter(this);
    m_list->setCurrentIndex(m_model.index(0, 0));
}

bool FunctionFinder::eventFilter(QObject* watched, QEvent* event)
{
    // Up and Down in the text box move through the matches.
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up || key == Qt::Key_PageDown ||
            key == Qt::Key_PageUp) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void FunctionFinder::choose(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    m_session.navigateTo(FunctionId(index.data(FunctionIdRole).toUInt()));
    accept();
}

} // namespace tally
