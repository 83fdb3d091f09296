// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/ComparisonPairing.h"

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/views/compare/PairWithDialog.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace tally {

ComparisonPairing::ComparisonPairing(Session& session, QWidget* parent)
    : QObject(parent), m_session(session), m_parent(parent)
{}

bool ComparisonPairing::addTo(QMenu* menu,
                              const std::shared_ptr<const ProfileComparison>& comparison,
                              std::size_t row)
{
    if (!comparison || row >= comparison->rowCount())
        return false;
    using Kind = ProfileComparison::Kind;
    const auto& compared = comparison->row(row);
    if (compared.kind == Kind::Added || compared.kind == Kind::Removed) {
        menu->addAction(tr("Pair With..."), this,
                        [this, comparison, row] { choosePair(comparison, row); })
            ->setToolTip(tr("The same function under another name: show the two as one row"));
        return true;
    }
    if (compared.byHand) {
        menu->addAction(tr("Unpair"), this, [this, comparison, row] { unpair(comparison, row); });
        return true;
    }
    return false;
}

void ComparisonPairing::choosePair(const std::shared_ptr<const ProfileComparison>& comparison,
                                   std::size_t row)
{
    if (!comparison || row >= comparison->rowCount())
        return;
    PairWithDialog dialog(comparison, row, m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The comparison may have been replaced meanwhile: pair() checks that it is still shown.
    if (const auto other = dialog.chosenRow())
        pair(comparison, row, *other);
}

void ComparisonPairing::pair(const std::shared_ptr<const ProfileComparison>& comparison,
                             std::size_t row, std::size_t other)
{
    using Side = ProfileComparison::Side;
    // Its rows name functions of that comparison only.
    if (!comparison || comparison != m_session.comparison() || row >= comparison->rowCount() ||
        other >= comparison->rowCount())
        return;
    const std::size_t base = comparison->row(row).has(Side::Base) ? row : other;
    const std::size_t current = base == row ? other : row;
    if (!comparison->row(base).has(Side::Base) || !comparison->row(current).has(Side::New) ||
        comparison->row(base).has(Side::New) || comparison->row(current).has(Side::Base))
        return;
    ComparisonController& controller = m_session.comparisonController();
    MatchingRules rules = controller.matchingRules();
    rules.pairs.push_back({comparison->key(base, Side::Base), comparison->key(current, Side::New)});
    controller.setMatchingRules(rules);
}

void ComparisonPairing::unpair(const std::shared_ptr<const ProfileComparison>& comparison,
                               std::size_t row)
{
    using Side = ProfileComparison::Side;
    if (!comparison || comparison != m_session.comparison() || row >= comparison->rowCount() ||
        !comparison->row(row).byHand)
        return;
    ComparisonController& controller = m_session.comparisonController();
    MatchingRules rules = controller.matchingRules();
    const NamedFunction base = comparison->key(row, Side::Base);
    const NamedFunction current = comparison->key(row, Side::New);
    // By name: a pair kept from a profile recorded in another folder names other paths.
    std::erase_if(rules.pairs, [&](const ManualPair& pair) {
        return pair.base.name == base.name && pair.current.name == current.name;
    });
    controller.setMatchingRules(rules);
}

} // namespace tally
