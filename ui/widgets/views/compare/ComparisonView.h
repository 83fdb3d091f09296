// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <memory>

class QAction;
class QCheckBox;
class QMenu;
class QSettings;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QStackedWidget;

namespace tally {

class ComparisonModel;
class FlatTableView;
class ComparisonPairing;
class MatchingMemory;

// Compare: the functions of the baseline and the new profile side by side, with base, new,
// delta and delta % of one event type, the delta cells coloured on a diverging scale (blue
// shrank, orange-red grew). The new profile is the window's: double-clicking a function makes
// it active in every other view. The event type follows the window's choice where both sides
// measure it; the types only one side measures are named in a notice. It reads the comparison
// and its choices from the Session. Matching Rules... edits the comparison's rewrites; a function
// on one side only can be paired by hand with one of the other side (its context menu), and
// such a pair undone; both are kept for the pair of files (keepMatchingIn).
class ComparisonView : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonView(Session& session, QWidget* parent = nullptr);

    ComparisonModel* model() const { return m_model; }
    FlatTableView* table() const { return m_table; }
    QComboBox* eventCombo() const { return m_event; }
    QComboBox* scaleCombo() const { return m_scale; }
    QComboBox* measureCombo() const { return m_measure; }
    QDoubleSpinBox* changeFilter() const { return m_minimumChange; }
    QCheckBox* ignoreFileBox() const { return m_ignoreFile; }
    // Names the two sides ("Baseline: ... -> New: ...").
    QLabel* sidesLabel() const { return m_sides; }
    // The event types only one side measures; hidden when there are none.
    QLabel* notice() const { return m_notice; }
    QLabel* summary() const { return m_summary; }

    // Makes the function (or cycle) of the new side at `row` active in the window.
    void activateRow(int row);

    // Keeps the matching rules of each pair of files compared in `settings` (MatchingMemory).
    void keepMatchingIn(QSettings& settings);
    MatchingMemory* matchingMemory() const { return m_memory; }
    QAction* matchingRulesAction() const { return m_rulesAction; }
    // Opens Matching Rules...; OK re-matches with the rules edited.
    void editMatchingRules();
    // The context menu of a shown row: Pair With... for a function on one side only, Unpair for
    // one paired by hand.
    std::unique_ptr<QMenu> rowMenu(int row);
    // Pairs the comparison's rows `row` and `other` (one on each side only) by hand, or undoes
    // the pair by hand of row `row`; the comparison is matched again.
    void pairRows(std::size_t row, std::size_t other);
    void unpairRow(std::size_t row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onSessionChanged(SessionChanges changes);
    void onComparisonChanged();
    void updateState();
    void fillEvents();
    void followSessionEvent();
    void chooseEvent(int index);
    void updateSummary();
    void updateLegend();
    void updateBusy();
    void showActive();

    Session& m_session;
    ComparisonModel* m_model = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_hint = nullptr; // how to open a comparison, while there is none
    FlatTableView* m_table = nullptr;
    QComboBox* m_event = nullptr;
    QComboBox* m_measure = nullptr;
    QComboBox* m_scale = nullptr;
    QDoubleSpinBox* m_minimumChange = nullptr;
    QCheckBox* m_ignoreFile = nullptr;
    QLabel* m_sides = nullptr;
    QLabel* m_notice = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_legend = nullptr;
    QAction* m_rulesAction = nullptr;
    MatchingMemory* m_memory = nullptr;
    ComparisonPairing* m_pairing = nullptr;
    bool m_filling = false;
    // The comparison whose notice and event types are shown.
    std::shared_ptr<const ProfileComparison> m_shownComparison;
    ViewActivity m_activity{this}; // says when the comparison is being computed
};

} // namespace tally
