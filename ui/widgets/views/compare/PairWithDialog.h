// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QDialog>

#include <memory>
#include <optional>

class QLineEdit;
class QTreeView;

namespace tally {

class UnmatchedFunctionsModel;

// "Pair With...": for a function found on one side only, the other side's functions found there
// only, the most alike names first, with a filter box; the one chosen is paired with it by hand.
class PairWithDialog : public QDialog
{
    Q_OBJECT

public:
    PairWithDialog(std::shared_ptr<const ProfileComparison> comparison, std::size_t row,
                   QWidget* parent = nullptr);

    // The comparison's row chosen, if any.
    std::optional<std::size_t> chosenRow() const;

    QLineEdit* filter() const { return m_filter; }
    QTreeView* list() const { return m_list; }
    UnmatchedFunctionsModel* model() const { return m_model; }

private:
    UnmatchedFunctionsModel* m_model = nullptr;
    QLineEdit* m_filter = nullptr;
    QTreeView* m_list = nullptr;
};

} // namespace tally
