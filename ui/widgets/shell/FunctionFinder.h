// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractListModel>
#include <QDialog>

#include <deque>

class QLineEdit;
class QListView;

namespace tally {

// The best matches of a typed pattern among all function names (fuzzy, see FuzzyMatcher),
// most expensive first among equal scores.
class FunctionFinderModel : public QAbstractListModel
{
    Q_OBJECT

public:
    static constexpr int kMaximumMatches = 200;

    explicit FunctionFinderModel(Session& session, QObject* parent = nullptr);

    void setPattern(const QString& pattern);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Scored
    {
        int score;
        std::size_t candidate; // index in m_candidates
    };
    static constexpr std::size_t kRecentPatterns = 16;

    // Every candidate the pattern matches, in cost order, with its score.
    const std::vector<Scored>& scoredFor(const QString& pattern);

    Session& m_session;
    std::vector<FunctionId> m_candidates; // functions with cost, most expensive first
    // The patterns typed last and what they matched, newest first.
    std::deque<std::pair<QString, std::vector<Scored>>> m_recent;
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
    QListView* m_list = nullptr;
};

} // namespace tally
