#include "RelationTabs.h"

#include "CallListModel.h"
#include "CoverageModel.h"
#include "RelationView.h"

#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tally {

namespace {
constexpr RelationTabs::Kind kKinds[] = {RelationTabs::Kind::Callers, RelationTabs::Kind::Callees,
                                         RelationTabs::Kind::AllCallers,
                                         RelationTabs::Kind::AllCallees};
}

RelationTabs::RelationTabs(Session& session, QWidget* parent) : QWidget(parent)
{
    m_upper = createGroup(session, Kind::Callers);
    m_lower = createGroup(session, Kind::Callees);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_upper);
    splitter->addWidget(m_lower);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

QString RelationTabs::title(Kind kind)
{
    switch (kind) {
    case Kind::Callers:
        return QStringLiteral("Callers");
    case Kind::Callees:
        return QStringLiteral("Callees");
    case Kind::AllCallers:
        return QStringLiteral("All Callers");
    case Kind::AllCallees:
        return QStringLiteral("All Callees");
    }
    return {};
}

QTabWidget* RelationTabs::createGroup(Session& session, Kind current)
{
    auto* tabs = new QTabWidget(this);
    tabs->setDocumentMode(true);
    for (const Kind kind : kKinds) {
        RelationView* view = nullptr;
        if (kind == Kind::Callers || kind == Kind::Callees) {
            const auto direction = kind == Kind::Callers ? CallListModel::Direction::Callers
                                                         : CallListModel::Direction::Callees;
            view = new RelationView(
                session, std::make_unique<CallListModel>(session, direction),
                CallListModel::FunctionIdRole, CallListModel::FractionRole, CallListModel::CostRole,
                {CallListModel::Inclusive, CallListModel::SecondaryInclusive}, tabs);
        } else {
            const auto direction =
                kind == Kind::AllCallers ? CoverageDirection::Callers : CoverageDirection::Callees;
            auto model = std::make_unique<CoverageModel>(session, direction);
            CoverageModel* coverage = model.get();
            view = new RelationView(session, std::move(model), CoverageModel::FunctionIdRole,
                                    CoverageModel::FractionRole, CoverageModel::CostRole,
                                    {CoverageModel::Cost, CoverageModel::SecondaryCost}, tabs);
            connect(coverage, &CoverageModel::computingChanged, view, &RelationView::setBusy);
        }
        view->setObjectName(title(kind));
        tabs->addTab(view, title(kind));
    }
    tabs->setCurrentIndex(int(current));
    return tabs;
}

RelationView* RelationTabs::view(int groupIndex, Kind kind) const
{
    return qobject_cast<RelationView*>(group(groupIndex)->widget(int(kind)));
}

RelationView* RelationTabs::show(Kind kind)
{
    m_upper->setCurrentIndex(int(kind));
    // Two different views at once: the lower group moves off the one now shown above.
    if (m_lower->currentIndex() == int(kind))
        m_lower->setCurrentIndex(int(kind == Kind::Callees ? Kind::Callers : Kind::Callees));
    return view(0, kind);
}

} // namespace tally
