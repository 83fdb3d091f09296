// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/text/FuzzyMatcher.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/FunctionFinderCandidates.h"

#include <QAbstractListModel>
#include <QDialog>
#include <QPointer>

#include <deque>
#include <memory>
#include <string_view>
#include <vector>

class QLineEdit;
class QTreeView;

namespace tally {

// The best matches of a typed pattern among all function names (fuzzy, see FuzzyMatcher),
// most expensive first among equal scores.
class FunctionFinderModel : public QAbstractListModel
{
    Q_OBJECT

public:
    static constexpr int kMaximumMatches = 200;

    // `keeper` (the window) keeps the candidates for the next time (FunctionFinderCandidates).
    explicit FunctionFinderModel(Session& session, QObject* keeper = nullptr,
                                 QObject* parent = nullptr);
    ~FunctionFinderModel() override;

    void setPattern(const QString& pattern);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    using Scored = FunctionFinderCandidates::Scored;
    using Carried = FunctionFinderCandidates::Carried;
    using Room = FunctionFinderCandidates::Room;
    static constexpr std::size_t kRecentPatterns = 16;

    // Every candidate a pattern matches, in scan order, with its score; and the best of them
    // (kMaximumMatches at most), best first: by score, then cost.
    struct Matched
    {
        std::vector<Scored> all;
        std::vector<Scored> best;
    };
    // The best first among matches: by score, the costlier among equal scores (candidates are
    // in cost order).
    static bool isBetter(const Scored& a, const Scored& b)
    {
        return a.score != b.score ? a.score > b.score : a.candidate < b.candidate;
    }

    const Matched& scoredFor(const QString& pattern);
    // Scores `count` candidates (all, or those of `within`) against `pattern` from the start;
    // keeps their matches in m_progress when the pattern is ASCII.
    Matched scoreAfresh(const QString& pattern, const std::vector<Scored>* within);
    // Scores the candidates m_progress holds against `pattern`, which is m_progressPattern
    // followed by more ASCII characters, carrying their matches on.
    Matched scoreFurther(const QString& pattern);
    // Runs `score(begin, end, found, carried)` over [0, count) split over the cores, each range
    // writing its matches (their number returned) into the room's found and carried from its
    // own begin, and closes the gaps between them in order: on 100,000 matches, joining copies
    // of the ranges' results was a tenth of a keystroke. Returns the matches found and (for an
    // ASCII pattern) puts the matches carried on in the room's progress, both in scan order.
    // Each range also picks its best, so that the best of all are picked from those alone.
    // `carried` is null unless `carry`.
    template <typename Score>
    Matched matchRanges(std::size_t count, bool carry, Score score);

    Session& m_session;
    QPointer<QObject> m_keeper;
    // Where the matching writes, kept by m_keeper between two dialogs. Its progress holds the
    // candidates an ASCII pattern matched last and where each match ended, in the order of its
    // kept result: one more typed character only carries them on (and trades places with its
    // carried, whose room the next keystroke writes into).
    std::unique_ptr<Room> m_room;
    std::shared_ptr<const Profile> m_profile; // the candidates' (its names stay while it does)
    std::shared_ptr<const FunctionFinderCandidates::Lists> m_lists;
    const std::vector<FunctionId>& m_candidates; // functions with cost, most expensive first
    // The candidates in the order of their functions (and so, nearly, of their names in
    // memory): half a million names read in cost order were a cache miss each, most of a
    // keystroke's time. Results are kept in this order; the best are picked by score and cost.
    const std::vector<std::uint32_t>& m_scanOrder;
    // The candidates' names as the profile stores them, looked up once: each keystroke reads
    // them all, and the string table's lookup was a tenth of a keystroke's time.
    const std::vector<std::string_view>& m_names;
    // The patterns typed last and what they matched, newest first.
    std::deque<std::pair<QString, Matched>> m_recent;
    QString m_progressPattern;         // what the room's progress matched; empty when nothing
    std::vector<FunctionId> m_matches; // the best matches, shown
};

// "Go to function" (Ctrl+K): type part of a name, Enter goes to the best match.
class FunctionFinder : public QDialog
{
    Q_OBJECT

public:
    explicit FunctionFinder(Session& session, QWidget* parent = nullptr);

    FunctionFinderModel& model() { return m_model; }
    QLineEdit* edit() const { return m_edit; }

private:
    void choose(const QModelIndex& index);
    bool eventFilter(QObject* watched, QEvent* event) override;

    Session& m_session;
    FunctionFinderModel m_model;
    QLineEdit* m_edit = nullptr;
    QTreeView* m_list = nullptr;
};

} // namespace tally
